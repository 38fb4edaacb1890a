/// The user's plan.
public enum Tier: Hashable, Sendable {
  case free
  case premium
  /// Premium+ until the end of `expires`; after it, Premium's features when it was bought on top
  /// of Premium (`onPremium`), else the free plan's.
  case premiumPlus(expires: Day, onPremium: Bool = false)

  /// Whether premium features are available on `today`.
  public func isPremium(on today: Day) -> Bool {
    switch self {
    case .free: return false
    case .premium: return true
    case .premiumPlus(let expires, let onPremium): return onPremium || today <= expires
    }
  }

  /// The plan in force on `today`: an expired Premium+ falls back to Premium or Free.
  public func current(on today: Day) -> Tier {
    guard case .premiumPlus(let expires, let onPremium) = self, today > expires else { return self }
    return onPremium ? .premium : .free
  }

  /// The last day of a Premium+ plan (nil for the others).
  public var expiry: Day? {
    if case .premiumPlus(let expires, _) = self { return expires }
    return nil
  }

  public var code: String {
    switch self {
    case .free: return "free"
    case .premium: return "premium"
    case .premiumPlus: return "premium_plus"
    }
  }
}
