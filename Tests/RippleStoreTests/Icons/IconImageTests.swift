import Foundation
import Testing

@testable import RippleIcons

/// An uploaded image becomes an icon only through decoding and encoding again: a 128 × 128 PNG
/// of pixels and nothing else; anything else is refused in words, before any pixel memory is
/// taken for a header that claims too much.
@Suite struct IconImageTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/icons")

  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  /// The PNG's chunk types, in order.
  static func chunks(_ png: [UInt8]) -> [String] {
    var at = 8
    var kinds: [String] = []
    while at + 8 <= png.count {
      let length = png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
      kinds.append(String(decoding: png[at + 4..<at + 8], as: UTF8.self))
      at += 12 + length
    }
    return kinds
  }

  /// The pixel at (x, y) of an icon, decoded again.
  static func pixel(_ icon: IconImage, _ x: Int, _ y: Int) throws -> [UInt8] {
    let again = try RGBAImage.decoded(icon.png)
    let at = (y * again.width + x) * 4
    return Array(again.pixels[at..<at + 4])
  }

  @Test func everyKindBecomesASquarePNGOfPixelsOnly() throws {
    for name in ["photo-rotated.jpg", "photo.webp", "with-metadata.png", "polyglot.png"] {
      let icon = try IconImage.make(from: try Self.bytes(name))
      let decoded = try RGBAImage.decoded(icon.png)
      #expect(decoded.width == 128 && decoded.height == 128, "\(name)")
      // The pixels and their colour space (sRGB: one byte, the rendering intent), nothing else.
      let chunks = Self.chunks(icon.png)
      #expect(
        chunks.allSatisfy { ["IHDR", "sRGB", "IDAT", "IEND"].contains($0) }, "\(name): \(chunks)")
      #expect(Self.chunks(icon.png).last == "IEND")
      #expect(IconImage.isDigest(icon.digest))
    }
  }

  @Test func nothingOfTheUploadGoesFurther() throws {
    let metadata = try IconImage.make(from: try Self.bytes("with-metadata.png"))
    #expect(!String(decoding: metadata.png, as: UTF8.self).contains("secret-location"))
    let polyglot = try IconImage.make(from: try Self.bytes("polyglot.png"))
    #expect(!String(decoding: polyglot.png, as: UTF8.self).contains("hidden.txt"))
    // Ends right after IEND: nothing appended.
    #expect(Array(polyglot.png.suffix(8)) == [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
  }

  @Test func aPhotoIsTurnedUprightByItsOrientation() throws {
    // 300 × 200, green along the top, tagged "rotate 90° clockwise": the green is on the right.
    let icon = try IconImage.make(from: try Self.bytes("photo-rotated.jpg"))
    let right = try Self.pixel(icon, 126, 64)
    let left = try Self.pixel(icon, 1, 64)
    #expect(right[1] > 150 && right[0] < 80, "\(right)")
    #expect(left[1] < 80, "\(left)")
  }

  @Test func theSameImageIsTheSameIcon() throws {
    let a = try IconImage.make(from: try Self.bytes("photo.webp"))
    let b = try IconImage.make(from: try Self.bytes("photo.webp"))
    #expect(a == b)
    #expect(try IconImage.checked(png: a.png) == a)
  }

  @Test func whatIsNotAnImageOrTooMuchIsRefusedInWords() throws {
    let cases: [(String, IconRefusal)] = [
      ("picture.svg", .notAnImage), ("animation.gif", .notAnImage), ("notes.png", .notAnImage),
      ("bomb.png", .tooManyPixels(width: 60000, height: 60000)),
      ("too-wide.png", .tooManyPixels(width: 5000, height: 20)),
      ("too-small.png", .tooSmall(width: 8, height: 8)),
      ("truncated.png", .unreadable(kind: .png)),
    ]
    for (name, refusal) in cases {
      #expect(throws: refusal, "\(name)") { try IconImage.make(from: try Self.bytes(name)) }
    }
    #expect(throws: IconRefusal.notAnImage) { try IconImage.make(from: []) }
    #expect(throws: IconRefusal.unreadable(kind: .jpeg)) {
      try IconImage.make(from: [0xFF, 0xD8, 0xFF, 0xE0, 0, 2])
    }
    #expect(throws: IconRefusal.unreadable(kind: .webp)) {
      try IconImage.make(from: Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8))
    }
    #expect(IconRefusal.notAnImage.description.contains("PNG, JPEG or WebP"))
  }

  @Test func aBackupsIconMustBeOneRippleMade() throws {
    let made = try IconImage.make(from: try Self.bytes("photo.webp"))
    #expect(throws: IconRefusal.self) {
      try IconImage.checked(png: try Self.bytes("with-metadata.png"))
    }
    var tampered = made.png
    tampered[tampered.count / 2] ^= 0x01
    #expect(throws: IconRefusal.self) { try IconImage.checked(png: tampered) }
  }

  @Test func digestsAreNamedOnlyByImgAndHex() {
    let digest = String(repeating: "a1", count: 16)
    #expect(IconImage.digest(inIcon: "img:\(digest)") == digest)
    #expect(IconImage.digest(inIcon: "img:\(digest.uppercased())") == nil)
    #expect(IconImage.digest(inIcon: "img:../../etc") == nil)
    #expect(IconImage.digest(inIcon: "run") == nil)
  }
}
