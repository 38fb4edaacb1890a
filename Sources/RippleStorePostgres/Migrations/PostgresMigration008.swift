import RippleStore

/// The changes feed (SQLite's v8): `users.reset_seq`, the change sequence of the
/// user's last deletion that leaves no tombstone.
enum PostgresMigration008 {
  static let statements = [
    "ALTER TABLE users ADD COLUMN reset_seq BIGINT NOT NULL DEFAULT 0",
    "UPDATE users SET reset_seq = change_seq",
  ]
}
