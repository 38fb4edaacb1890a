import Foundation

/// A ZIP archive with uncompressed ("stored") entries: enough to build the CSV export of Loop
/// Habit Tracker for an upload test without a ZIP library.
enum StoredZip {
  static func archive(_ files: [(path: String, text: String)]) -> Data {
    var body = Data()
    var directory = Data()
    for (path, text) in files {
      let name = Data(path.utf8)
      let content = Data(text.utf8)
      let crc = crc32(content)
      let offset = UInt32(body.count)
      // Local file header.
      body.append(le32: 0x0403_4B50)
      body.append(le16: 20, 0, 0, 0, 0)
      body.append(le32: crc, UInt32(content.count), UInt32(content.count))
      body.append(le16: UInt16(name.count), 0)
      body.append(name)
      body.append(content)
      // Central directory record.
      directory.append(le32: 0x0201_4B50)
      directory.append(le16: 20, 20, 0, 0, 0, 0)
      directory.append(le32: crc, UInt32(content.count), UInt32(content.count))
      directory.append(le16: UInt16(name.count), 0, 0, 0, 0)
      directory.append(le32: 0, offset)
      directory.append(name)
    }
    var end = Data()
    end.append(le32: 0x0605_4B50)
    end.append(le16: 0, 0, UInt16(files.count), UInt16(files.count))
    end.append(le32: UInt32(directory.count), UInt32(body.count))
    end.append(le16: 0)
    return body + directory + end
  }

  static func crc32(_ data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}

extension Data {
  fileprivate mutating func append(le16 values: UInt16...) {
    for value in values { append(contentsOf: [UInt8(value & 0xFF), UInt8(value >> 8)]) }
  }

  fileprivate mutating func append(le32 values: UInt32...) {
    for value in values {
      append(contentsOf: (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) })
    }
  }
}
