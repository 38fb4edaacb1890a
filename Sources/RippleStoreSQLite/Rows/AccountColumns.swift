import GRDB
import RippleCore
import RippleStore

/// The `accounts` table.
enum AccountColumns {
  static let select = """
    SELECT user_id, email, password_hash, is_admin, created_at, password_changed_at FROM accounts
    """

  static func account(_ row: Row) -> Account {
    Account(
      id: UserID(row["user_id"]), email: row["email"], passwordHash: row["password_hash"],
      isAdmin: row["is_admin"], createdAt: row["created_at"],
      passwordChangedAt: row["password_changed_at"])
  }

  static func fetch(
    _ db: Database, where clause: String, _ arguments: StatementArguments
  ) throws
    -> [Account]
  {
    try Row.fetchAll(
      db, sql: "\(select) WHERE \(clause) ORDER BY created_at, user_id", arguments: arguments
    )
    .map(account)
  }
}
