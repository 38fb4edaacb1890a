import Crypto
import Foundation
import GRDB
import RippleStore

/// Credentials: `accounts.password_changed_at` (access tokens issued before it are refused),
/// `access_tokens.scope` (`full` or the read-only `widget`), and the calendar feed's token kept
/// as a SHA-256 digest like every other secret. Stored tokens are hashed here, so feed URLs made
/// before keep working.
enum Migration011 {
  static func migrate(_ db: Database) throws {
    try db.execute(sql: "ALTER TABLE accounts ADD COLUMN password_changed_at INTEGER")
    try db.execute(
      sql: "ALTER TABLE access_tokens ADD COLUMN scope TEXT NOT NULL DEFAULT 'full'")
    try db.execute(sql: "ALTER TABLE calendar_tokens RENAME COLUMN token TO token_hash")
    let stored = try Row.fetchAll(db, sql: "SELECT user_id, token_hash FROM calendar_tokens")
    for row in stored {
      let token: String = row["token_hash"]
      try db.execute(
        sql: "UPDATE calendar_tokens SET token_hash = ? WHERE user_id = ?",
        arguments: [digest(of: token), row["user_id"] as String])
    }
  }

  /// SHA-256 of `text` as lower-case hex: what `SecretToken.digest` gives.
  static func digest(of text: String) -> String {
    SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
  }
}
