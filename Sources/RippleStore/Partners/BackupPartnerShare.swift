import RippleCore

/// A habit its owner shares, as a backup keeps it: the partnership, the partner as the owner
/// knows them (their e-mail, for people reading the file) and the grant. A restore writes it
/// back only while that partnership still holds: never re-opening one the other side ended.
public struct BackupPartnerShare: Hashable, Sendable {
  public var partnershipID: String
  public var partner: String
  public var share: PartnerShare

  public init(partnershipID: String, partner: String, share: PartnerShare) {
    self.partnershipID = partnershipID
    self.partner = partner
    self.share = share
  }
}
