import Crypto
import Foundation
import RippleCore
import RippleImageCodecs

/// A habit's own icon: an uploaded PNG, JPEG or WebP decoded (its header checked before any
/// pixel memory is taken), turned upright by its EXIF orientation, cropped to a centred square,
/// scaled to `side` × `side` and encoded again as a PNG that holds only pixels. What was uploaded
/// is never kept, so nothing of it (metadata, a second file appended to it) goes any further.
public struct IconImage: Sendable, Equatable {
  /// The PNG Ripple keeps.
  public let png: [UInt8]
  /// What names it: 32 lowercase hex digits of its SHA-256, so one image is kept once.
  public let digest: String

  /// The side of every icon, in pixels.
  public static let side = 128
  /// The largest upload read.
  public static let maximumSize = 2 * 1024 * 1024
  public static let maximumSide = 4096
  public static let maximumPixels = 16_000_000
  public static let minimumSide = 16
  /// How a habit's `icon` names an uploaded image: `img:` and its digest.
  public static let prefix = TierLimits.uploadedIconPrefix

  public enum Kind: Int32, Sendable {
    case png = 1, jpeg = 2, webp = 3

    public var name: String {
      switch self {
      case .png: "PNG"
      case .jpeg: "JPEG"
      case .webp: "WebP"
      }
    }

    /// The kind its first bytes say, whatever it is called or declared as.
    static func of(_ bytes: [UInt8]) -> Kind? {
      if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
      if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
      if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)),
        Array(bytes[8..<12]) == Array("WEBP".utf8)
      {
        return .webp
      }
      return nil
    }
  }

  /// The icon made from an upload.
  public static func make(from upload: [UInt8]) throws(IconRefusal) -> IconImage {
    guard let kind = Kind.of(upload) else { throw .notAnImage }
    var width: Int32 = 0
    var height: Int32 = 0
    let sized = upload.withUnsafeBufferPointer {
      ripple_image_size(kind.rawValue, $0.baseAddress, $0.count, &width, &height)
    }
    guard sized == 0 else { throw .unreadable(kind: kind) }
    let (w, h) = (Int(width), Int(height))
    guard w > 0, h > 0 else { throw .unreadable(kind: kind) }
    guard w <= maximumSide, h <= maximumSide, w * h <= maximumPixels else {
      throw .tooManyPixels(width: w, height: h)
    }
    guard w >= minimumSide, h >= minimumSide else { throw .tooSmall(width: w, height: h) }
    var pixels = [UInt8](repeating: 0, count: w * h * 4)
    let decoded = upload.withUnsafeBufferPointer { data in
      pixels.withUnsafeMutableBufferPointer {
        ripple_image_decode_rgba(
          kind.rawValue, data.baseAddress, data.count, $0.baseAddress, width, height)
      }
    }
    guard decoded == 0 else { throw .unreadable(kind: kind) }
    var image = RGBAImage(width: w, height: h, pixels: pixels)
    if kind == .jpeg { image = image.upright(ExifOrientation.of(upload)) }
    return try encoded(image.centredSquare().scaled(to: side), kind: kind)
  }

  /// An icon read back (a backup's): it must decode, and encode again to the very same bytes,
  /// else it is not one Ripple made.
  public static func checked(png: [UInt8]) throws(IconRefusal) -> IconImage {
    let again = try make(from: png)
    guard again.png == png else { throw .unreadable(kind: .png) }
    return again
  }

  private static func encoded(_ image: RGBAImage, kind: Kind) throws(IconRefusal) -> IconImage {
    var memory: UnsafeMutablePointer<UInt8>?
    var length = 0
    let status = image.pixels.withUnsafeBufferPointer {
      ripple_image_encode_png(
        $0.baseAddress, Int32(image.width), Int32(image.height), &memory, &length)
    }
    guard status == 0, let memory else { throw .unreadable(kind: kind) }
    defer { ripple_image_free(memory) }
    let png = Array(UnsafeBufferPointer(start: memory, count: length))
    let hash = SHA256.hash(data: png).prefix(16)
    return IconImage(png: png, digest: hash.map { String(format: "%02x", $0) }.joined())
  }

  /// The digest an icon string names (`img:` and 32 lowercase hex digits), or nil.
  public static func digest(inIcon icon: String) -> String? {
    guard icon.hasPrefix(prefix) else { return nil }
    let digest = String(icon.dropFirst(prefix.count))
    return isDigest(digest) ? digest : nil
  }

  public static func isDigest(_ text: String) -> Bool {
    text.utf8.count == 32
      && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }
}
