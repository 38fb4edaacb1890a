import GRDB
import RippleCore

/// Where a write's plan comes from: the user's licences (cached in `settings.tier`), or nowhere
/// when the operator runs without plans (`ripple serve --plans off`: everything unlocked).
public struct PlanPolicy: Hashable, Sendable {
  public var unlocksEverything: Bool

  public init(unlocksEverything: Bool = false) {
    self.unlocksEverything = unlocksEverything
  }

  /// The plan that limits the user's writes.
  func tier(_ db: Database, _ user: UserID) throws -> Tier {
    applied(to: try SettingsColumns.fetch(db, user: user).tier)
  }

  /// `tier`, or Premium when plans are off.
  func applied(to tier: Tier) -> Tier {
    unlocksEverything ? .premium : tier
  }
}
