/// A minimal zip writer (local headers, central directory, end record) that writes whatever
/// sizes it is told, so tests can build archives with lying headers.
struct ZipWriter {
  private var bytes: [UInt8] = []
  private var directory: [UInt8] = []
  private var count = 0

  mutating func add(_ path: String, stored data: [UInt8]) {
    add(path, method: 0, payload: data, crc: CRC32.checksum(data), claimedSize: data.count)
  }

  mutating func add(_ path: String, deflated payload: [UInt8], claimedSize: Int) {
    add(path, method: 8, payload: payload, crc: 0, claimedSize: claimedSize)
  }

  private mutating func add(
    _ path: String, method: UInt16, payload: [UInt8], crc: UInt32, claimedSize: Int
  ) {
    let name = Array(path.utf8)
    let offset = UInt32(bytes.count)
    var common: [UInt8] = []
    common.append16(20)  // version needed
    common.append16(0)  // flags
    common.append16(method)
    common.append16(0)  // time
    common.append16(0x21)  // date: 1980-01-01
    common.append32(crc)
    common.append32(UInt32(payload.count))
    common.append32(UInt32(claimedSize))
    common.append16(UInt16(name.count))
    common.append16(0)  // extra length
    bytes.append32(0x0403_4B50)
    bytes += common + name + payload
    directory.append32(0x0201_4B50)
    directory.append16(20)  // made by (MS-DOS)
    directory += common
    directory.append16(0)  // comment length
    directory.append16(0)  // disk
    directory.append16(0)  // internal attributes
    directory.append32(0)  // external attributes
    directory.append32(offset)
    directory += name
    count += 1
  }

  func finished() -> [UInt8] {
    var result = bytes + directory
    result.append32(0x0605_4B50)
    result.append16(0)
    result.append16(0)
    result.append16(UInt16(count))
    result.append16(UInt16(count))
    result.append32(UInt32(directory.count))
    result.append32(UInt32(bytes.count))
    result.append16(0)
    return result
  }
}

enum CRC32 {
  static func checksum(_ data: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}

extension [UInt8] {
  mutating func append16(_ value: UInt16) {
    append(UInt8(value & 0xFF))
    append(UInt8(value >> 8))
  }

  mutating func append32(_ value: UInt32) {
    append16(UInt16(value & 0xFFFF))
    append16(UInt16(value >> 16))
  }
}
