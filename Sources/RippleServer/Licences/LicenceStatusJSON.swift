import Hummingbird
import RippleCore
import RippleServices

/// `GET/POST /api/v1/licence`: the plan the user's licences give today and the licences
/// themselves (never their signed text).
struct LicenceStatusJSON: ResponseEncodable, Sendable {
  struct LicenceJSON: Encodable, Sendable {
    var tier: String
    var holder: String
    var issued: String
    var expires: String?

    init(_ claims: LicenceClaims) {
      tier = claims.kind.rawValue
      holder = claims.holder
      issued = claims.issued.text
      expires = claims.expires?.text
    }

    enum CodingKeys: String, CodingKey { case tier, holder, issued, expires }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(tier, forKey: .tier)
      try container.encode(holder, forKey: .holder)
      try container.encode(issued, forKey: .issued)
      try container.encode(expires, forKey: .expires)
    }
  }

  var plans: String
  var tier: String
  var premium: Bool
  var activeUntil: String?
  var notice: String?
  var purchaseUrl: String?
  var licences: [LicenceJSON]

  init(tier stored: Tier, licences: [LicenceClaims], today: Day, options: PlanOptions) {
    let current = stored.current(on: today)
    plans = options.mode.rawValue
    tier = current.code
    premium = current.isPremium(on: today)
    activeUntil = current.expiry?.text
    notice = Membership.notice(for: stored, today: today)
    purchaseUrl = options.purchaseURL
    self.licences = licences.map(LicenceJSON.init)
  }

  enum CodingKeys: String, CodingKey {
    case plans, tier, premium, activeUntil, notice, purchaseUrl, licences
  }

  /// Absent values are written as `null`, so a client never guesses from absence.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(plans, forKey: .plans)
    try container.encode(tier, forKey: .tier)
    try container.encode(premium, forKey: .premium)
    try container.encode(activeUntil, forKey: .activeUntil)
    try container.encode(notice, forKey: .notice)
    try container.encode(purchaseUrl, forKey: .purchaseUrl)
    try container.encode(licences, forKey: .licences)
  }
}
