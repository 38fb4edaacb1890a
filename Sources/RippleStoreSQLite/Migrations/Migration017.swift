import GRDB
import RippleStore

/// Private mode: each account's keyring (`PrivateKeyringStatements`) and sealed items
/// (`PrivateItemStatements`), which the server keeps and serves but cannot open.
enum Migration017 {
  static func migrate(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE private_keyrings (
          user_id TEXT PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          version INTEGER NOT NULL,
          iterations INTEGER NOT NULL,
          salt TEXT NOT NULL,
          wrapped_by_passphrase TEXT NOT NULL,
          wrapped_by_recovery TEXT NOT NULL,
          updated_at INTEGER NOT NULL
        );
        CREATE TABLE private_items (
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          kind TEXT NOT NULL,
          item_id TEXT NOT NULL,
          sealed TEXT NOT NULL,
          updated_at INTEGER NOT NULL,
          PRIMARY KEY (user_id, kind, item_id)
        ) WITHOUT ROWID;
        CREATE INDEX private_items_by_time ON private_items (user_id, updated_at);
        """)
  }
}
