import RippleStore

/// Private mode: each account's keyring, kept but never opened (SQLite's v17).
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
    """
  ]
}
