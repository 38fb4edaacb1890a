import Foundation
import RippleInflate
import RippleStore

/// A zip file read in memory by Ripple itself: its central directory, then each entry's bytes,
/// found within the file and inflated with zlib. Nothing is read past the file's end or past an
/// entry's recorded compressed size, so an entry whose deflate stream never ends is refused
/// where its bytes run out.
struct LoopZipArchive {
  struct Entry {
    var path: String
    var flags: UInt16
    var method: UInt16
    var checksum: UInt32
    var compressedSize: Int
    var uncompressedSize: Int
    var localHeaderOffset: Int
  }

  static let unreadable = StoreError.badFile(
    "This zip file cannot be read: it is damaged or not a zip file")

  let data: Data
  let entries: [Entry]

  init(_ data: Data) throws(StoreError) {
    self.data = data
    let bytes = LoopZipBytes(data)
    guard let end = Self.endOfDirectory(bytes) else { throw Self.unreadable }
    let count = Int(bytes.uint16(at: end + 10))
    let size = Int(bytes.uint32(at: end + 12))
    let start = Int(bytes.uint32(at: end + 16))
    guard start + size <= end else { throw Self.unreadable }
    var entries: [Entry] = []
    var offset = start
    for _ in 0..<count {
      guard offset + 46 <= start + size, bytes.uint32(at: offset) == 0x0201_4B50 else {
        throw Self.unreadable
      }
      let nameLength = Int(bytes.uint16(at: offset + 28))
      let next =
        offset + 46 + nameLength + Int(bytes.uint16(at: offset + 30))
        + Int(bytes.uint16(at: offset + 32))
      guard next <= start + size else { throw Self.unreadable }
      entries.append(
        Entry(
          path: String(decoding: bytes.slice(offset + 46, nameLength), as: UTF8.self),
          flags: bytes.uint16(at: offset + 8), method: bytes.uint16(at: offset + 10),
          checksum: bytes.uint32(at: offset + 16),
          compressedSize: Int(bytes.uint32(at: offset + 20)),
          uncompressedSize: Int(bytes.uint32(at: offset + 24)),
          localHeaderOffset: Int(bytes.uint32(at: offset + 42))))
      offset = next
    }
    self.entries = entries
  }

  /// The end of central directory record: the last one within the 64 KB a comment may take.
  private static func endOfDirectory(_ bytes: LoopZipBytes) -> Int? {
    guard bytes.count >= 22 else { return nil }
    let last = bytes.count - 22
    for offset in stride(from: last, through: max(0, last - 65_535), by: -1)
    where bytes.uint32(at: offset) == 0x0605_4B50 {
      return offset
    }
    return nil
  }

  /// `entry`'s bytes, inflated; what they inflate to is spent from `budget`.
  func contents(of entry: Entry, budget: inout LoopExtractionBudget) throws(StoreError) -> Data {
    let damaged = StoreError.badFile("This zip file is damaged: \(entry.path) cannot be read")
    let bytes = LoopZipBytes(data)
    let header = entry.localHeaderOffset
    guard header + 30 <= bytes.count, bytes.uint32(at: header) == 0x0403_4B50 else {
      throw damaged
    }
    let start =
      header + 30 + Int(bytes.uint16(at: header + 26)) + Int(bytes.uint16(at: header + 28))
    guard entry.flags & 1 == 0, start + entry.compressedSize <= bytes.count else { throw damaged }
    let stored = bytes.slice(start, entry.compressedSize)
    let contents: Data
    switch entry.method {
    case 0:
      guard entry.compressedSize == entry.uncompressedSize else { throw damaged }
      try budget.spend(stored.count)
      contents = stored
    case 8:
      contents = try Self.inflate(stored, budget: &budget, damaged: damaged)
    default:
      throw .badFile(
        "This zip file cannot be read: \(entry.path) is compressed in a way Ripple does not read")
    }
    let checksum = contents.withUnsafeBytes { raw in
      ripple_crc32(raw.bindMemory(to: UInt8.self).baseAddress, raw.count)
    }
    guard checksum == entry.checksum else { throw damaged }
    return contents
  }

  private static func inflate(
    _ stored: Data, budget: inout LoopExtractionBudget, damaged: StoreError
  ) throws(StoreError) -> Data {
    let limit = budget.limit - budget.spent
    var output: UnsafeMutablePointer<UInt8>?
    var written = 0
    let result = stored.withUnsafeBytes { raw in
      ripple_inflate_raw(
        raw.bindMemory(to: UInt8.self).baseAddress, raw.count, limit, &output, &written)
    }
    defer { free(output) }
    switch result {
    case ripple_inflate_done:
      try budget.spend(written)
      return output.map { Data(bytes: $0, count: written) } ?? Data()
    case ripple_inflate_too_large:
      try budget.spend(limit + 1)
      throw damaged
    default:
      throw damaged
    }
  }
}

/// Little-endian numbers and slices of a file, read as zeros past its end (callers check bounds
/// where it matters).
struct LoopZipBytes {
  let data: Data
  var count: Int { data.count }

  init(_ data: Data) { self.data = data }

  func uint16(at offset: Int) -> UInt16 {
    UInt16(byte(offset)) | UInt16(byte(offset + 1)) << 8
  }

  func uint32(at offset: Int) -> UInt32 {
    (0..<4).reduce(0) { $0 | UInt32(byte(offset + $1)) << (8 * $1) }
  }

  func slice(_ offset: Int, _ length: Int) -> Data {
    Data(data[(data.startIndex + offset)..<(data.startIndex + offset + length)])
  }

  private func byte(_ offset: Int) -> UInt8 {
    offset >= 0 && offset < data.count ? data[data.startIndex + offset] : 0
  }
}
