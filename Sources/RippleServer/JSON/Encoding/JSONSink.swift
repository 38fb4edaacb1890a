/// The bytes of one JSON document being written, and the objects and arrays still open.
///
/// Containers are closed lazily: `Encodable` never says when it is done with a container, so a
/// container is closed when something is next written at an outer level, or at the end.
final class JSONSink {
  struct Frame {
    /// `}` or `]`.
    var closer: UInt8
    /// Members written so far (a comma goes before every one but the first).
    var count: Int
    /// The encoder that opened it: asking the same encoder again gives the same container.
    var owner: Int
  }

  // One sink belongs to one encoding on one thread: no access can overlap, so the runtime's
  // exclusivity checks (a noticeable share of encoding) are skipped.
  @exclusivity(unchecked) var bytes: [UInt8] = []
  @exclusivity(unchecked) private(set) var frames: [Frame] = []
  @exclusivity(unchecked) private var encoders = 0

  /// A token that tells one encoder from another.
  func nextEncoder() -> Int {
    encoders += 1
    return encoders
  }

  init() {
    bytes.reserveCapacity(1024)
  }

  /// Closes every container deeper than `depth` open containers.
  func close(to depth: Int) {
    while frames.count > depth {
      bytes.append(frames.removeLast().closer)
    }
  }

  /// Opens an object or array at `depth` for `owner`, or finds the one it opened there already.
  func open(_ opener: UInt8, closer: UInt8, depth: Int, owner: Int) {
    close(to: depth + 1)
    if frames.count == depth + 1, frames[depth].owner == owner { return }
    close(to: depth)
    bytes.append(opener)
    frames.append(Frame(closer: closer, count: 0, owner: owner))
  }

  /// Starts the next member of the container at `depth`: closes deeper ones, adds the comma.
  func nextMember(of depth: Int) {
    close(to: depth + 1)
    if frames[depth].count > 0 { bytes.append(UInt8(ascii: ",")) }
    frames[depth].count += 1
  }

  func key(_ key: String, of depth: Int) {
    nextMember(of: depth)
    string(key)
    bytes.append(UInt8(ascii: ":"))
  }

  func null() { bytes.append(contentsOf: "null".utf8) }

  func bool(_ value: Bool) { bytes.append(contentsOf: (value ? "true" : "false").utf8) }

  func integer(_ value: some BinaryInteger) { bytes.append(contentsOf: value.description.utf8) }

  /// Whole numbers without ".0" (as `JSONEncoder` writes them); NaN and infinities are refused.
  func double(_ value: Double) throws {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "\(value) is not a valid JSON number"))
    }
    if value == value.rounded(), abs(value) < 1e15 {
      integer(Int64(value))
    } else {
      bytes.append(contentsOf: value.description.utf8)
    }
  }

  func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    let plain = value.utf8.allSatisfy {
      $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
    }
    if plain {
      bytes.append(contentsOf: value.utf8)
      bytes.append(UInt8(ascii: "\""))
      return
    }
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
      case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
      case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
      case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
      case 0x00..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: #"\u00"#.utf8)
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
