import RippleCore

/// What erasing a user's data deletes, table by table: the same statements on both databases.
package enum ErasureStatements {
  /// Everything a backup holds, before a restore writes the backup's (or the account goes):
  /// reflections, goals, the moments celebrated, tombstones, check-ins, the taps counted, habits, categories, the
  /// habits' uploaded icons, what the user shares with partners and settings. The change sequence stays.
  static func backedUpData(of user: UserID) -> [SharedStatement] {
    deleting(
      user,
      from: [
        "goal_reflections", "goals", "celebrated_moments", "check_in_tombstones", "check_ins",
        "check_in_taps", "habits", "categories", "habit_icons", "partner_shares", "private_items",
        "settings",
      ])
  }

  /// What `erasure` deletes beyond the rows themselves: for `.everything`, the licences (they
  /// name the holder), the notification preferences, the reminders' snoozes, the calendar link
  /// and the private-mode keyring. Push subscriptions stay: the devices did not change. A
  /// restore (`.backedUpData`) keeps the keyring: a backup holds none.
  static func erasing(_ erasure: UserDataErasure, of user: UserID) -> [SharedStatement] {
    switch erasure {
    case .backedUpData: return backedUpData(of: user)
    case .everything:
      return backedUpData(of: user)
        + deleting(
          user,
          from: [
            "licences", "notification_preferences", "reminder_snoozes", "calendar_tokens",
            "webhook_deliveries", "webhook_endpoints", "health_check_ins", "health_links",
            "private_keyrings",
          ])
    }
  }

  /// An account going: its partnerships (every share in them, both ways) and invitations, its
  /// backed-up data, its private-mode keyring, its credentials (sessions, tokens, the account)
  /// and the invites it made; invites it used stay, no longer naming it. The users row is each
  /// backend's own to delete (PostgreSQL keeps its sequence as the floor of new users').
  package static func account(of user: UserID) -> [SharedStatement] {
    PartnerStatements.account(of: user) + backedUpData(of: user)
      + deleting(
        user,
        from: [
          "webhook_deliveries", "webhook_endpoints", "health_check_ins", "health_links",
          "private_keyrings", "sessions", "access_tokens",
          "refresh_tokens", "accounts",
        ]) + [
        SharedStatement("DELETE FROM invites WHERE created_by = ?", [.text(user.rawValue)]),
        SharedStatement(
          "UPDATE invites SET used_by = NULL WHERE used_by = ?", [.text(user.rawValue)]),
      ]
  }

  private static func deleting(_ user: UserID, from tables: [String]) -> [SharedStatement] {
    tables.map { SharedStatement("DELETE FROM \($0) WHERE user_id = ?", [.text(user.rawValue)]) }
  }
}
