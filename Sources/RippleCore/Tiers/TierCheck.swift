/// Whether the user's plan allows something.
public enum TierCheck: Hashable, Sendable {
  case allowed
  /// Needs premium; the reason is what the UI shows.
  case needsPremium(reason: String)

  public var isAllowed: Bool { self == .allowed }
}
