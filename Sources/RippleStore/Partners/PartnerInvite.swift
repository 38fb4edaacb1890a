import RippleCore

/// An invitation to become partners, waiting for an answer: to an e-mail address (seen by the
/// account that has it, or signs up with it) or behind a single-use link (kept as its digest).
public struct PartnerInvite: Hashable, Sendable {
  public var id: String
  public var inviter: UserID
  /// The inviter's e-mail as the invitation shows it: all the invited person learns of them.
  public var inviterEmail: String
  /// The invited address, normalized; nil for a link.
  public var email: String?
  /// The SHA-256 digest of the link's secret; nil for an e-mail invitation.
  public var linkDigest: String?
  public var createdAt: Int64
  public var expiresAt: Int64

  public init(
    id: String, inviter: UserID, inviterEmail: String, email: String?, linkDigest: String?,
    createdAt: Int64, expiresAt: Int64
  ) {
    self.id = id
    self.inviter = inviter
    self.inviterEmail = inviterEmail
    self.email = email
    self.linkDigest = linkDigest
    self.createdAt = createdAt
    self.expiresAt = expiresAt
  }

  public var isLink: Bool { linkDigest != nil }

  public func isOpen(at now: Int64) -> Bool { now < expiresAt }
}
