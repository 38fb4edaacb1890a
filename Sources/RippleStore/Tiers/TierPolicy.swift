import RippleCore

/// Where a write's tier comes from: the user's licences (cached in `settings.tier`), or nowhere
/// when the operator runs without plans (`ripple serve --plans off`: everything unlocked).
public struct TierPolicy: Hashable, Sendable {
  public var unlocksEverything: Bool

  public init(unlocksEverything: Bool = false) {
    self.unlocksEverything = unlocksEverything
  }

  /// `tier`, or Premium when plans are off.
  package func applied(to tier: Tier) -> Tier {
    unlocksEverything ? .premium : tier
  }

  /// The stored settings as the user sees them: on Premium when plans are off.
  package func applied(to settings: Settings) -> Settings {
    var settings = settings
    settings.tier = applied(to: settings.tier)
    return settings
  }
}
