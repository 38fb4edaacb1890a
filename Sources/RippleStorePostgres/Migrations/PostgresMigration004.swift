import RippleStore

/// Accounts (SQLite's v4): secrets only as digests or bcrypt hashes; emails unique
/// regardless of case; every row goes with its user.
enum PostgresMigration004 {
  static let statements = [
    """
    CREATE TABLE accounts (
      user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      email TEXT NOT NULL,
      password_hash TEXT NOT NULL,
      is_admin BOOLEAN NOT NULL,
      created_at BIGINT NOT NULL
    )
    """,
    "CREATE UNIQUE INDEX accounts_by_email ON accounts (lower(email))",
    """
    CREATE TABLE sessions (
      id_hash TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at BIGINT NOT NULL,
      expires_at BIGINT NOT NULL,
      last_seen_at BIGINT NOT NULL
    )
    """,
    "CREATE INDEX sessions_by_user ON sessions (user_id)",
    """
    CREATE TABLE access_tokens (
      id TEXT PRIMARY KEY,
      token_hash TEXT NOT NULL UNIQUE,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      created_at BIGINT NOT NULL,
      last_used_at BIGINT,
      revoked_at BIGINT
    )
    """,
    "CREATE INDEX access_tokens_by_user ON access_tokens (user_id)",
    """
    CREATE TABLE invites (
      code_hash TEXT PRIMARY KEY,
      created_by TEXT REFERENCES users(id) ON DELETE CASCADE,
      created_at BIGINT NOT NULL,
      expires_at BIGINT NOT NULL,
      used_by TEXT,
      used_at BIGINT
    )
    """,
    """
    CREATE TABLE signing_keys (
      id TEXT PRIMARY KEY,
      secret BYTEA NOT NULL,
      created_at BIGINT NOT NULL,
      retired_at BIGINT
    )
    """,
    """
    CREATE TABLE refresh_tokens (
      token_hash TEXT PRIMARY KEY,
      family TEXT NOT NULL,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at BIGINT NOT NULL,
      expires_at BIGINT NOT NULL,
      used_at BIGINT,
      revoked_at BIGINT
    )
    """,
    "CREATE INDEX refresh_tokens_by_family ON refresh_tokens (family)",
    "CREATE INDEX refresh_tokens_by_user ON refresh_tokens (user_id)",
  ]
}
