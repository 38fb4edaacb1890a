import RippleCore
import RippleIcons

/// A habit icon a user uploaded, as kept: the PNG Ripple made of the upload, named by its digest.
public struct StoredIcon: Sendable, Equatable {
  /// 32 lowercase hex digits (`IconImage.digest`).
  public var digest: String
  public var png: [UInt8]

  public init(digest: String, png: [UInt8]) {
    self.digest = digest
    self.png = png
  }
}

extension StoredIcon {
  /// The digests of the uploaded icons `habits` name (`img:` and a digest).
  public static func digests(namedBy habits: [Habit]) -> Set<String> {
    Set(habits.compactMap { IconImage.digest(inIcon: $0.icon) })
  }
}
