import Foundation

/// What a file's first bytes say it is.
enum FileKind {
  case zip
  case xml
  case other

  /// Reads the start of `handle` and leaves it at the start again.
  static func sniff(_ handle: FileHandle) throws -> FileKind {
    let head = [UInt8](try handle.read(upToCount: 64) ?? Data())
    try handle.seek(toOffset: 0)
    if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) || head.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
      return .zip
    }
    var body = head[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    let first = body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    return first == UInt8(ascii: "<") ? .xml : .other
  }
}
