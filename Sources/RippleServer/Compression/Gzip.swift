import Foundation
import ZIPFoundation

/// The gzip format (RFC 1952) around zlib's deflate, as ZIPFoundation gives it: a 10-byte
/// header, the deflated bytes, then the CRC-32 and the length of the original, little-endian.
enum Gzip {
  static func compress(_ data: Data) throws -> Data {
    var output = Data([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff])
    let chunk = 64 * 1024
    let crc = try Data.compress(
      size: Int64(data.count), bufferSize: chunk,
      provider: { position, size in
        let start = data.startIndex + Int(position)
        return data.subdata(in: start..<min(start + size, data.endIndex))
      },
      consumer: { output.append($0) })
    output.append(littleEndian: UInt32(crc))
    output.append(littleEndian: UInt32(truncatingIfNeeded: data.count))
    return output
  }
}

extension Data {
  fileprivate mutating func append(littleEndian value: UInt32) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
}
