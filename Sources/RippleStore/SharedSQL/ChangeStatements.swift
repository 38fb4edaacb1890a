import RippleCore

/// Statements of the users table that both databases run as written.
enum ChangeStatements {
  /// Records that the user's latest change deleted rows without a tombstone: a changes feed
  /// asked for an older sequence answers with everything (`ChangeSet.reset`).
  static func markReset(_ user: UserID) -> SharedStatement {
    SharedStatement("UPDATE users SET reset_seq = change_seq WHERE id = ?", [.text(user.rawValue)])
  }
}
