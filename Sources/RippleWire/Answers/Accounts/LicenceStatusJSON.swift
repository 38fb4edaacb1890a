#if !hasFeature(Embedded)
import RippleCore

/// `GET/POST /api/v1/licence`: the plan the user's licences give today and the licences
/// themselves (never their signed text). What is not there is null.
public struct LicenceStatusJSON: WireObject, Sendable {
  public var plans: String
  public var tier: String
  public var premium: Bool
  public var activeUntil: Day?
  public var notice: String?
  public var purchaseUrl: String?
  public var licences: [LicenceJSON]

  /// `plans` is where plans come from (`on`, `off`, `choose`).
  public init(
    tier stored: Tier, licences: [LicenceClaims], today: Day, plans: String, purchaseUrl: String?
  ) {
    let current = stored.current(on: today)
    self.plans = plans
    tier = current.code
    premium = current.isPremium(on: today)
    activeUntil = current.expiry
    notice = Membership.notice(for: stored, today: today)
    self.purchaseUrl = purchaseUrl
    self.licences = licences.map(LicenceJSON.init)
  }

  public static let wireName = "LicenceStatus"
  public static let wireSummary = "The plan the user's licences give today, and the licences"
  public static let wireFields: [WireField<LicenceStatusJSON>] = [
    WireField("plans", as: .plansMode) { $0.plans },
    WireField("tier", "The plan in force today", as: .tierCode) { $0.tier },
    WireField("premium", "Premium features are available today") { $0.premium },
    .nullable("activeUntil", "The last day of Premium+", as: .day) { $0.activeUntil?.text },
    .nullable("notice", "Why the plan changed (Premium+ ended); nothing is deleted") {
      $0.notice
    },
    .nullable("purchaseUrl", "Where to buy a licence (ripple serve --purchase-url)") {
      $0.purchaseUrl
    },
    WireField("licences") { $0.licences },
  ]
}

/// A licence the user holds.
public struct LicenceJSON: WireObject, Sendable {
  public var claims: LicenceClaims

  public init(_ claims: LicenceClaims) { self.claims = claims }

  public static let wireName = "Licence"
  public static let wireSummary = "A licence the user holds (never its signed text)"
  public static let wireFields: [WireField<LicenceJSON>] = [
    WireField("tier", as: .words(LicenceKind.self)) { $0.claims.kind.rawValue },
    WireField("holder") { $0.claims.holder },
    WireField("issued", as: .day) { $0.claims.issued.text },
    .nullable("expires", "Premium+ only: its last day", as: .day) { $0.claims.expires?.text },
  ]
}
#endif
