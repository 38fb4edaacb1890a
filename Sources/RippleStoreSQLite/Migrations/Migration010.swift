import GRDB
import RippleStore

/// Password attempts (sign-in and password confirmations), kept in the store so that every
/// server instance on one database counts the same attempts: one row per key (an account or a
/// client address) of a reservation, at the time it was made.
enum Migration010 {
  static func migrate(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE password_attempts (
          reservation TEXT NOT NULL,
          key TEXT NOT NULL,
          at INTEGER NOT NULL,
          PRIMARY KEY (reservation, key)
        ) WITHOUT ROWID;
        CREATE INDEX password_attempts_by_key ON password_attempts(key, at);
        CREATE INDEX password_attempts_by_time ON password_attempts(at);
        """)
  }
}
