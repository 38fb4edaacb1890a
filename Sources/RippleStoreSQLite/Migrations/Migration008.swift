import GRDB
import RippleStore

/// The changes feed: `users.reset_seq` is the change sequence of the user's last
/// deletion that leaves no tombstone (a habit, a category, erase everything, restore). A client
/// asking for changes since an older sequence gets everything instead. Existing users start at
/// their current sequence, since deletions before this migration left no trace.
enum Migration008 {
  static func migrate(_ db: Database) throws {
    try db.execute(sql: "ALTER TABLE users ADD COLUMN reset_seq INTEGER NOT NULL DEFAULT 0")
    try db.execute(sql: "UPDATE users SET reset_seq = change_seq")
  }
}
