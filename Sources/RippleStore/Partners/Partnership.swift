import RippleCore

/// Two accounts that accepted to be partners. Each may share habits with the other; each
/// knows the other only by the e-mail the invitation showed.
public struct Partnership: Hashable, Sendable {
  public var id: String
  /// The one who invited.
  public var first: UserID
  public var firstEmail: String
  /// The one who accepted.
  public var second: UserID
  public var secondEmail: String
  public var createdAt: Int64

  public init(
    id: String, first: UserID, firstEmail: String, second: UserID, secondEmail: String,
    createdAt: Int64
  ) {
    self.id = id
    self.first = first
    self.firstEmail = firstEmail
    self.second = second
    self.secondEmail = secondEmail
    self.createdAt = createdAt
  }

  public func includes(_ user: UserID) -> Bool { first == user || second == user }

  /// The other side, for `user` (one of the two).
  public func partner(of user: UserID) -> UserID { first == user ? second : first }

  /// How `user` sees the other side: their e-mail as the invitation showed it.
  public func partnerName(seenBy user: UserID) -> String {
    first == user ? secondEmail : firstEmail
  }
}

/// A habit shared within a partnership, with whose it is.
public struct PartnerGrant: Hashable, Sendable {
  public var partnershipID: String
  public var owner: UserID
  public var share: PartnerShare

  public init(partnershipID: String, owner: UserID, share: PartnerShare) {
    self.partnershipID = partnershipID
    self.owner = owner
    self.share = share
  }
}
