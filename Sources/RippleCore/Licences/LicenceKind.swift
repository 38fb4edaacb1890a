/// What a licence sells: Premium once, or Premium+ for a year.
public enum LicenceKind: String, CaseIterable, Hashable, Sendable {
  case premium = "premium"
  case premiumPlus = "premium-plus"

  /// The name people read.
  public var title: String {
    switch self {
    case .premium: return "Premium"
    case .premiumPlus: return "Premium+"
    }
  }
}
