#if !hasFeature(Embedded)
/// A partnership as one side sees it: who the other is (their e-mail as the invitation showed
/// it), since when, and what this side shares with them.
public struct PartnerJSON: WireObject, Sendable {
  public var id: String
  public var name: String
  public var since: Int64
  public var shares: [PartnerShareJSON]
  public var sharedWithMe: Int

  public init(
    id: String, name: String, since: Int64, shares: [PartnerShareJSON], sharedWithMe: Int
  ) {
    self.id = id
    self.name = name
    self.since = since
    self.shares = shares
    self.sharedWithMe = sharedWithMe
  }

  public static let wireName = "Partner"
  public static let wireSummary = "A partner: someone you chose to see some of your habits"
  public static let wireFields: [WireField<PartnerJSON>] = [
    WireField("id", "The partnership's id") { $0.id },
    WireField("name", "The partner's e-mail, as the invitation showed it") { $0.name },
    WireField("since", "When the invitation was accepted (ms since 1970)") { $0.since },
    WireField("shares", "The habits you share with them") { $0.shares },
    WireField("sharedWithMe", "How many habits they share with you") { $0.sharedWithMe },
  ]
}

/// One habit shared with a partner, as its owner sees the grant.
public struct PartnerShareJSON: WireObject, Sendable {
  public var habitId: String
  public var habitName: String
  public var displayName: String?
  public var since: String
  public var until: String?
  public var includePast: Bool
  public var createdAt: Int64

  public init(
    habitId: String, habitName: String, displayName: String?, since: String, until: String?,
    includePast: Bool, createdAt: Int64
  ) {
    self.habitId = habitId
    self.habitName = habitName
    self.displayName = displayName
    self.since = since
    self.until = until
    self.includePast = includePast
    self.createdAt = createdAt
  }

  public static let wireName = "PartnerShare"
  public static let wireSummary = "A habit you share with a partner, and how"
  public static let wireFields: [WireField<PartnerShareJSON>] = [
    WireField("habitId") { $0.habitId },
    WireField("habitName", "The habit's own name (only you see it)") { $0.habitName },
    .nullable("displayName", "The name the partner sees instead; null for its own") {
      $0.displayName
    },
    WireField("since", "The first day the partner sees, unless includePast", as: .day) {
      $0.since
    },
    .nullable("until", "The grant's last day (your day, by the server's clock)", as: .day) {
      $0.until
    },
    WireField("includePast", "The partner also sees the days before the grant") {
      $0.includePast
    },
    WireField("createdAt") { $0.createdAt },
  ]
}

/// An invitation waiting for an answer.
public struct PartnerInviteJSON: WireObject, Sendable {
  public var id: String
  public var direction: String
  public var kind: String
  public var email: String?
  public var createdAt: Int64
  public var expiresAt: Int64

  public init(
    id: String, direction: String, kind: String, email: String?, createdAt: Int64,
    expiresAt: Int64
  ) {
    self.id = id
    self.direction = direction
    self.kind = kind
    self.email = email
    self.createdAt = createdAt
    self.expiresAt = expiresAt
  }

  public static let wireName = "PartnerInvite"
  public static let wireSummary = "An invitation to be partners, sent or received"
  public static let wireFields: [WireField<PartnerInviteJSON>] = [
    WireField("id") { $0.id },
    WireField("direction", as: .oneOf(["sent", "received"])) { $0.direction },
    WireField("kind", as: .oneOf(["email", "link"])) { $0.kind },
    .nullable("email", "Sent: whom; received: who invited you; null for a link you sent") {
      $0.email
    },
    WireField("createdAt") { $0.createdAt },
    WireField("expiresAt") { $0.expiresAt },
  ]
}
#endif
