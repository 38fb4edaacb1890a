#if !hasFeature(Embedded)
/// `GET /api/v1/partners`: your partners and the invitations waiting.
public struct PartnerListJSON: WireObject, Sendable {
  public var partners: [PartnerJSON]
  public var invites: [PartnerInviteJSON]

  public init(partners: [PartnerJSON], invites: [PartnerInviteJSON]) {
    self.partners = partners
    self.invites = invites
  }

  public static let wireName = "PartnerList"
  public static let wireSummary = "Your partners, what you share with each, and invitations"
  public static let wireFields: [WireField<PartnerListJSON>] = [
    WireField("partners") { $0.partners },
    WireField("invites") { $0.invites },
  ]
}

/// An invitation link's secret, shown once.
public struct PartnerLinkJSON: WireObject, Sendable {
  public var token: String
  public var path: String

  public init(token: String, path: String) {
    self.token = token
    self.path = path
  }

  public static let wireName = "PartnerLink"
  public static let wireSummary = "A single-use invitation link (shown once)"
  public static let wireFields: [WireField<PartnerLinkJSON>] = [
    WireField("token") { $0.token },
    WireField("path", "Put after the server's address to make the link") { $0.path },
  ]
}

/// `POST /api/v1/partners/invites`: the invitation made, and its link when it is one.
public struct PartnerInviteCreatedJSON: WireObject, Sendable {
  public var invite: PartnerInviteJSON
  public var link: PartnerLinkJSON?

  public init(invite: PartnerInviteJSON, link: PartnerLinkJSON?) {
    self.invite = invite
    self.link = link
  }

  public static let wireName = "PartnerInviteCreated"
  public static let wireSummary = "An invitation made (a link's secret shown this once)"
  public static let wireFields: [WireField<PartnerInviteCreatedJSON>] = [
    WireField("invite") { $0.invite },
    .nullable("link", "The link to send, for a link invitation") { $0.link },
  ]
}
#endif
