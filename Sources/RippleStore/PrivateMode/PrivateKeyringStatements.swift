import RippleCore

/// The `private_keyrings` table, one row per account in private mode, read and written alike by
/// both databases.
enum PrivateKeyringStatements {
  static let columns =
    "version, iterations, salt, wrapped_by_passphrase, wrapped_by_recovery, updated_at"

  static func keyring(of user: UserID) -> SharedQuery<PrivateKeyringRecord> {
    SharedQuery(
      SharedStatement(
        "SELECT \(columns) FROM private_keyrings WHERE user_id = ?", [.text(user.rawValue)])
    ) { row in
      PrivateKeyringRecord(
        version: Int(try row.integer(0, "version")),
        iterations: Int(try row.integer(1, "iterations")), salt: try row.text(2, "salt"),
        wrappedByPassphrase: try row.text(3, "wrapped_by_passphrase"),
        wrappedByRecovery: try row.text(4, "wrapped_by_recovery"),
        updatedAt: try row.integer(5, "updated_at"))
    }
  }

  /// Creates the user's keyring, or replaces it whole.
  static func save(_ keyring: PrivateKeyringRecord, of user: UserID) -> SharedStatement {
    SharedStatement(
      """
      INSERT INTO private_keyrings (user_id, \(columns)) VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (user_id) DO UPDATE SET
      version = excluded.version, iterations = excluded.iterations, salt = excluded.salt,
      wrapped_by_passphrase = excluded.wrapped_by_passphrase,
      wrapped_by_recovery = excluded.wrapped_by_recovery, updated_at = excluded.updated_at
      """,
      [
        .text(user.rawValue), .integer(Int64(keyring.version)),
        .integer(Int64(keyring.iterations)), .text(keyring.salt),
        .text(keyring.wrappedByPassphrase), .text(keyring.wrappedByRecovery),
        .integer(keyring.updatedAt),
      ])
  }

  /// Turns private mode off: the keyring goes, and every sealed item (the devices have written
  /// the plain words back first).
  static func remove(of user: UserID) -> [SharedStatement] {
    [
      SharedStatement("DELETE FROM private_keyrings WHERE user_id = ?", [.text(user.rawValue)]),
      SharedStatement("DELETE FROM private_items WHERE user_id = ?", [.text(user.rawValue)]),
    ]
  }
}
