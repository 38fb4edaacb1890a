/// Why an upload cannot be a habit's icon, in a sentence for the person.
public enum IconRefusal: Error, Equatable, Sendable, CustomStringConvertible {
  /// Not a PNG, JPEG or WebP (an SVG, a GIF, a document, anything else).
  case notAnImage
  case tooManyPixels(width: Int, height: Int)
  case tooSmall(width: Int, height: Int)
  /// The header says one kind, and the rest cannot be read as it.
  case unreadable(kind: IconImage.Kind)

  public var description: String {
    switch self {
    case .notAnImage:
      return "Upload a PNG, JPEG or WebP image; SVG and other kinds are not accepted"
    case .tooManyPixels(let width, let height):
      return
        "The image is too large: \(width) × \(height) pixels; at most \(IconImage.maximumSide) × "
        + "\(IconImage.maximumSide) and \(IconImage.maximumPixels / 1_000_000) million pixels"
    case .tooSmall(let width, let height):
      return
        "The image is too small: \(width) × \(height) pixels; at least \(IconImage.minimumSide) "
        + "on each side"
    case .unreadable(let kind):
      return "The image could not be read as a \(kind.name) file"
    }
  }
}
