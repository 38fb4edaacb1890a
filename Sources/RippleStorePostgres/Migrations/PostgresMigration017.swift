import RippleStore

/// Private mode: each account's keyring and sealed items, kept but never opened (SQLite's v17).
enum PostgresMigration017 {
  static let statements = [
    """
    CREATE TABLE private_keyrings (
      user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      version INTEGER NOT NULL,
      iterations INTEGER NOT NULL,
      salt TEXT NOT NULL,
      wrapped_by_passphrase TEXT NOT NULL,
      wrapped_by_recovery TEXT NOT NULL,
      updated_at BIGINT NOT NULL
    )
    """,
    """
    CREATE TABLE private_items (
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind TEXT NOT NULL,
      item_id TEXT NOT NULL,
      sealed TEXT NOT NULL,
      updated_at BIGINT NOT NULL,
      PRIMARY KEY (user_id, kind, item_id)
    )
    """,
    "CREATE INDEX private_items_by_time ON private_items (user_id, updated_at)",
  ]
}
