/// A zip whose headers lie: a Loop CSV export whose `Checkmarks.csv` claims 100 bytes but inflates
/// to `expandedSize` zero bytes. Built by hand (fixed-Huffman deflate: one literal, then
/// length-258 copies of it at distance 1), so no compressor is needed.
public enum ZipBomb {
  public static func loopExport(expandingTo expandedSize: Int) -> [UInt8] {
    var archive = ZipWriter()
    archive.add("Habits.csv", stored: Array("Position,Name\n001,Floss\n".utf8))
    archive.add(
      "001 Floss/Checkmarks.csv", deflated: zeros(expandedSize), claimedSize: 100)
    return archive.finished()
  }

  /// A raw deflate stream of at least `count` zero bytes.
  static func zeros(_ count: Int) -> [UInt8] {
    var bits = BitWriter()
    bits.write(1, count: 1)  // final block
    bits.write(1, count: 2)  // fixed Huffman codes
    bits.writeCode(0x30, count: 8)  // literal 0
    for _ in 0..<max(0, (count - 1 + 257) / 258) {
      bits.writeCode(0xC5, count: 8)  // length 258 (code 285)
      bits.writeCode(0, count: 5)  // distance 1
    }
    bits.writeCode(0, count: 7)  // end of block
    return bits.finished()
  }
}

struct BitWriter {
  private var bytes: [UInt8] = []
  private var buffer: UInt32 = 0
  private var used = 0

  /// `count` bits of `value`, least significant first.
  mutating func write(_ value: UInt32, count: Int) {
    buffer |= value << UInt32(used)
    used += count
    while used >= 8 {
      bytes.append(UInt8(buffer & 0xFF))
      buffer >>= 8
      used -= 8
    }
  }

  /// A Huffman code, most significant bit first.
  mutating func writeCode(_ code: UInt32, count: Int) {
    var reversed: UInt32 = 0
    for bit in 0..<count where code & (1 << UInt32(bit)) != 0 {
      reversed |= 1 << UInt32(count - 1 - bit)
    }
    write(reversed, count: count)
  }

  mutating func finished() -> [UInt8] {
    if used > 0 { bytes.append(UInt8(buffer & 0xFF)) }
    return bytes
  }
}
