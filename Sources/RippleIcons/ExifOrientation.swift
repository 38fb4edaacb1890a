/// The orientation a JPEG's EXIF block gives (tag 0x0112 of its first directory), 1 when it has
/// none or it cannot be read: a bounded walk of the APP1 segment, nothing else is trusted.
enum ExifOrientation {
  static func of(_ jpeg: [UInt8]) -> Int {
    var at = 2
    while at + 4 <= jpeg.count, jpeg[at] == 0xFF {
      let marker = jpeg[at + 1]
      let length = Int(jpeg[at + 2]) << 8 | Int(jpeg[at + 3])
      guard length >= 2, at + 2 + length <= jpeg.count else { return 1 }
      if marker == 0xE1 {
        let segment = Array(jpeg[(at + 4)..<(at + 2 + length)])
        if segment.starts(with: Array("Exif".utf8) + [0, 0]) {
          return orientation(inTIFF: Array(segment.dropFirst(6)))
        }
      }
      if marker == 0xDA { return 1 }  // the image data starts: no EXIF before it
      at += 2 + length
    }
    return 1
  }

  private static func orientation(inTIFF tiff: [UInt8]) -> Int {
    guard tiff.count >= 8 else { return 1 }
    let little = tiff[0] == 0x49 && tiff[1] == 0x49
    guard little || (tiff[0] == 0x4D && tiff[1] == 0x4D) else { return 1 }
    func read(_ offset: Int, _ size: Int) -> Int? {
      guard offset >= 0, offset + size <= tiff.count else { return nil }
      let bytes = tiff[offset..<offset + size]
      return (little ? bytes.reversed() : Array(bytes)).reduce(0) { $0 << 8 | Int($1) }
    }
    guard let directory = read(4, 4), let count = read(directory, 2), count <= 512 else { return 1 }
    for index in 0..<count {
      let entry = directory + 2 + index * 12
      guard let tag = read(entry, 2) else { return 1 }
      if tag == 0x0112, let value = read(entry + 8, 2), (1...8).contains(value) { return value }
    }
    return 1
  }
}
