import RippleCore

/// The licences a user added: the same SQL on both databases.
enum LicenceStatements {
  /// The licences' texts, in the order they were added.
  static func licences(of user: UserID) -> SharedQuery<String> {
    SharedQuery(
      SharedStatement(
        "SELECT text FROM licences WHERE user_id = ? ORDER BY added_at, text",
        [.text(user.rawValue)])
    ) { row in try row.text(0, "text") }
  }

  /// Adds the licence unless the user added it before.
  static func insert(_ text: String, user: UserID, addedAt: Int64) -> SharedStatement {
    SharedStatement(
      "INSERT INTO licences (user_id, text, added_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
      [.text(user.rawValue), .text(text), .integer(addedAt)])
  }
}
