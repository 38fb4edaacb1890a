import RippleCore

/// A habit shared with a partner, in a backup: `{"partnershipId", "partner", "habitId",
/// "displayName", "since", "until", "includePast", "createdAt"}`.
struct PartnerShareDTO: Codable {
  var partnershipId: String
  var partner: String
  var habitId: String
  var displayName: String?
  var since: String
  var until: String?
  var includePast: Bool
  var createdAt: Int64

  init(_ backed: BackupPartnerShare) {
    partnershipId = backed.partnershipID
    partner = backed.partner
    habitId = backed.share.habitID.rawValue
    displayName = backed.share.displayName
    since = backed.share.since.text
    until = backed.share.until?.text
    includePast = backed.share.includePast
    createdAt = backed.share.createdAt
  }

  var share: BackupPartnerShare {
    get throws {
      BackupPartnerShare(
        partnershipID: partnershipId, partner: partner,
        share: PartnerShare(
          habitID: HabitID(habitId), displayName: displayName, since: try Day(parsing: since),
          until: try until.map(Day.init(parsing:)), includePast: includePast,
          createdAt: createdAt))
    }
  }
}
