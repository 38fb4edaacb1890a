/// The user's plan (spec 000 §1.3).
public enum Tier: Hashable, Sendable {
  case free
  case premium
  /// Premium until the end of `expires`.
  case premiumPlus(expires: Day)

  /// Whether premium features are available on `today`.
  public func isPremium(on today: Day) -> Bool {
    switch self {
    case .free: return false
    case .premium: return true
    case .premiumPlus(let expires): return today <= expires
    }
  }

  public var code: String {
    switch self {
    case .free: return "free"
    case .premium: return "premium"
    case .premiumPlus: return "premium_plus"
    }
  }
}
