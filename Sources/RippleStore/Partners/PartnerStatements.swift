import RippleCore

/// The `partner_invites`, `partnerships` and `partner_shares` tables, read and written alike by
/// both databases. A share's days are kept as days since 1970.
enum PartnerStatements {
  static let inviteColumns =
    "id, user_id, inviter_email, email, link_digest, created_at, expires_at"
  static let partnershipColumns =
    "id, first_user, first_email, second_user, second_email, created_at"
  static let shareNames = [
    "partnership_id", "user_id", "habit_id", "display_name", "since_day", "until_day",
    "include_past", "created_at",
  ]
  static let shareColumns = shareNames.joined(separator: ", ")

  static func addInvite(_ invite: PartnerInvite) -> SharedStatement {
    SharedStatement(
      "INSERT INTO partner_invites (\(inviteColumns)) VALUES (?, ?, ?, ?, ?, ?, ?)",
      [
        .text(invite.id), .text(invite.inviter.rawValue), .text(invite.inviterEmail),
        .text(invite.email), .text(invite.linkDigest), .integer(invite.createdAt),
        .integer(invite.expiresAt),
      ])
  }

  static func invites(sentBy user: UserID) -> SharedQuery<PartnerInvite> {
    SharedQuery(
      SharedStatement(
        "SELECT \(inviteColumns) FROM partner_invites WHERE user_id = ? ORDER BY created_at, id",
        [.text(user.rawValue)]), decode: invite)
  }

  static func invites(sentBy user: UserID, orTo email: String) -> SharedQuery<PartnerInvite> {
    SharedQuery(
      SharedStatement(
        """
        SELECT \(inviteColumns) FROM partner_invites WHERE user_id = ? OR email = ?
        ORDER BY created_at, id
        """,
        [.text(user.rawValue), .text(email)]), decode: invite)
  }

  static func invite(_ id: String) -> SharedQuery<PartnerInvite> {
    SharedQuery(
      SharedStatement(
        "SELECT \(inviteColumns) FROM partner_invites WHERE id = ?", [.text(id)]), decode: invite)
  }

  static func invite(linkDigest: String) -> SharedQuery<PartnerInvite> {
    SharedQuery(
      SharedStatement(
        "SELECT \(inviteColumns) FROM partner_invites WHERE link_digest = ?", [.text(linkDigest)]),
      decode: invite)
  }

  static let allInvites = SharedQuery(
    SharedStatement("SELECT \(inviteColumns) FROM partner_invites ORDER BY created_at, id", []),
    decode: invite)

  static let allPartnerships = SharedQuery(
    SharedStatement(
      "SELECT \(partnershipColumns) FROM partnerships ORDER BY created_at, id", []),
    decode: partnership)

  /// A share from a backup, written only while its partnership still holds with `owner` in it.
  static func restoreShare(_ backed: BackupPartnerShare, by owner: UserID) -> SharedStatement {
    let share = backed.share
    return SharedStatement(
      """
      INSERT INTO partner_shares (\(shareColumns))
      SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM partnerships
        WHERE id = ? AND (first_user = ? OR second_user = ?))
      ON CONFLICT (partnership_id, user_id, habit_id) DO UPDATE SET
      display_name = excluded.display_name, since_day = excluded.since_day,
      until_day = excluded.until_day, include_past = excluded.include_past
      """,
      [
        .text(backed.partnershipID), .text(owner.rawValue), .text(share.habitID.rawValue),
        .text(share.displayName), .integer(Int64(share.since.daysSinceEpoch)),
        .integer(share.until.map { Int64($0.daysSinceEpoch) }),
        .integer(share.includePast ? 1 : 0), .integer(share.createdAt),
        .text(backed.partnershipID), .text(owner.rawValue), .text(owner.rawValue),
      ])
  }

  static func removeInvite(_ id: String) -> SharedStatement {
    SharedStatement("DELETE FROM partner_invites WHERE id = ?", [.text(id)])
  }

  /// The e-mail invitations either of a new pair sent the other: answered by the partnership.
  static func removeInvites(between partnership: Partnership) -> SharedStatement {
    SharedStatement(
      "DELETE FROM partner_invites WHERE (user_id = ? AND email = ?) OR (user_id = ? AND email = ?)",
      [
        .text(partnership.first.rawValue), .text(partnership.secondEmail),
        .text(partnership.second.rawValue), .text(partnership.firstEmail),
      ])
  }

  static func removeExpiredInvites(of user: UserID, now: Int64) -> SharedStatement {
    SharedStatement(
      "DELETE FROM partner_invites WHERE user_id = ? AND expires_at <= ?",
      [.text(user.rawValue), .integer(now)])
  }

  static func addPartnership(_ partnership: Partnership) -> SharedStatement {
    let pair = [partnership.first.rawValue, partnership.second.rawValue].sorted()
    return SharedStatement(
      """
      INSERT INTO partnerships (\(partnershipColumns), pair_key) VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (pair_key) DO NOTHING
      """,
      [
        .text(partnership.id), .text(partnership.first.rawValue), .text(partnership.firstEmail),
        .text(partnership.second.rawValue), .text(partnership.secondEmail),
        .integer(partnership.createdAt), .text(pair.joined(separator: " ")),
      ])
  }

  static func partnerships(of user: UserID) -> SharedQuery<Partnership> {
    SharedQuery(
      SharedStatement(
        """
        SELECT \(partnershipColumns) FROM partnerships WHERE first_user = ? OR second_user = ?
        ORDER BY created_at, id
        """,
        [.text(user.rawValue), .text(user.rawValue)]), decode: partnership)
  }

  static func partnership(_ id: String) -> SharedQuery<Partnership> {
    SharedQuery(
      SharedStatement(
        "SELECT \(partnershipColumns) FROM partnerships WHERE id = ?", [.text(id)]),
      decode: partnership)
  }

  static func endPartnership(_ id: String) -> [SharedStatement] {
    [
      SharedStatement("DELETE FROM partner_shares WHERE partnership_id = ?", [.text(id)]),
      SharedStatement("DELETE FROM partnerships WHERE id = ?", [.text(id)]),
    ]
  }

  static func saveShare(
    _ share: PartnerShare, in partnership: String, by owner: UserID
  )
    -> SharedStatement
  {
    SharedStatement(
      """
      INSERT INTO partner_shares (\(shareColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (partnership_id, user_id, habit_id) DO UPDATE SET
      display_name = excluded.display_name, since_day = excluded.since_day,
      until_day = excluded.until_day, include_past = excluded.include_past
      """,
      [
        .text(partnership), .text(owner.rawValue), .text(share.habitID.rawValue),
        .text(share.displayName), .integer(Int64(share.since.daysSinceEpoch)),
        .integer(share.until.map { Int64($0.daysSinceEpoch) }),
        .integer(share.includePast ? 1 : 0), .integer(share.createdAt),
      ])
  }

  static func share(
    _ habit: HabitID, in partnership: String, by owner: UserID
  )
    -> SharedQuery<PartnerGrant>
  {
    SharedQuery(
      SharedStatement(
        """
        SELECT \(shareColumns) FROM partner_shares
        WHERE partnership_id = ? AND user_id = ? AND habit_id = ?
        """,
        [.text(partnership), .text(owner.rawValue), .text(habit.rawValue)]), decode: grant)
  }

  static func removeShare(
    _ habit: HabitID, in partnership: String, by owner: UserID
  )
    -> SharedStatement
  {
    SharedStatement(
      "DELETE FROM partner_shares WHERE partnership_id = ? AND user_id = ? AND habit_id = ?",
      [.text(partnership), .text(owner.rawValue), .text(habit.rawValue)])
  }

  static func grants(by owner: UserID) -> SharedQuery<PartnerGrant> {
    SharedQuery(
      SharedStatement(
        "SELECT \(shareColumns) FROM partner_shares WHERE user_id = ? ORDER BY created_at, habit_id",
        [.text(owner.rawValue)]), decode: grant)
  }

  /// The shares of the partnerships `viewer` is in, made by the other side.
  static func grants(to viewer: UserID) -> SharedQuery<PartnerGrant> {
    SharedQuery(
      SharedStatement(
        """
        SELECT \(shareNames.map { "s." + $0 }.joined(separator: ", ")) FROM partner_shares s
        JOIN partnerships p ON p.id = s.partnership_id
        WHERE (p.first_user = ? OR p.second_user = ?) AND s.user_id <> ?
        ORDER BY s.created_at, s.habit_id
        """,
        [.text(viewer.rawValue), .text(viewer.rawValue), .text(viewer.rawValue)]), decode: grant)
  }

  /// What goes with an account: the invitations it sent or that wait at its address, its
  /// partnerships and every share in them. Run before the account's row goes.
  static func account(of user: UserID) -> [SharedStatement] {
    let id = SharedStatement.Value.text(user.rawValue)
    return [
      SharedStatement(
        """
        DELETE FROM partner_shares WHERE partnership_id IN
        (SELECT id FROM partnerships WHERE first_user = ? OR second_user = ?)
        """, [id, id]),
      SharedStatement(
        "DELETE FROM partnerships WHERE first_user = ? OR second_user = ?", [id, id]),
      SharedStatement(
        """
        DELETE FROM partner_invites WHERE user_id = ?
        OR email IN (SELECT email FROM accounts WHERE user_id = ?)
        """, [id, id]),
    ]
  }

  @Sendable static func invite(_ row: any SharedRow) throws -> PartnerInvite {
    PartnerInvite(
      id: try row.text(0, "id"), inviter: UserID(try row.text(1, "user_id")),
      inviterEmail: try row.text(2, "inviter_email"), email: try row.text(3),
      linkDigest: try row.text(4), createdAt: try row.integer(5, "created_at"),
      expiresAt: try row.integer(6, "expires_at"))
  }

  @Sendable static func partnership(_ row: any SharedRow) throws -> Partnership {
    Partnership(
      id: try row.text(0, "id"), first: UserID(try row.text(1, "first_user")),
      firstEmail: try row.text(2, "first_email"),
      second: UserID(try row.text(3, "second_user")),
      secondEmail: try row.text(4, "second_email"), createdAt: try row.integer(5, "created_at"))
  }

  @Sendable static func grant(_ row: any SharedRow) throws -> PartnerGrant {
    PartnerGrant(
      partnershipID: try row.text(0, "partnership_id"), owner: UserID(try row.text(1, "user_id")),
      share: PartnerShare(
        habitID: HabitID(try row.text(2, "habit_id")), displayName: try row.text(3),
        since: Day(daysSinceEpoch: Int(try row.integer(4, "since_day"))),
        until: try row.integer(5).map { Day(daysSinceEpoch: Int($0)) },
        includePast: try row.integer(6, "include_past") != 0,
        createdAt: try row.integer(7, "created_at")))
  }
}
