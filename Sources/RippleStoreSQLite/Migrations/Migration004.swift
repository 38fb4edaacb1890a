import GRDB
import RippleStore

/// Accounts: a signed-up person is a row of `accounts` beside the `users` row that
/// already keys all their data; the time zone stays in `settings`, the one place it is read.
/// Secrets are stored only as SHA-256 digests (sessions, access and refresh tokens, invite codes)
/// or bcrypt hashes (passwords). Every row goes with its user.
enum Migration004 {
  static func migrate(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE accounts (
          user_id TEXT PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          email TEXT NOT NULL UNIQUE COLLATE NOCASE,
          password_hash TEXT NOT NULL,
          is_admin INTEGER NOT NULL,
          created_at INTEGER NOT NULL
        ) WITHOUT ROWID;

        CREATE TABLE sessions (
          id_hash TEXT PRIMARY KEY NOT NULL,
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          created_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL,
          last_seen_at INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX sessions_by_user ON sessions(user_id);

        CREATE TABLE access_tokens (
          id TEXT PRIMARY KEY NOT NULL,
          token_hash TEXT NOT NULL UNIQUE,
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          name TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          last_used_at INTEGER,
          revoked_at INTEGER
        ) WITHOUT ROWID;
        CREATE INDEX access_tokens_by_user ON access_tokens(user_id);

        CREATE TABLE invites (
          code_hash TEXT PRIMARY KEY NOT NULL,
          created_by TEXT REFERENCES users(id) ON DELETE CASCADE,
          created_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL,
          used_by TEXT,
          used_at INTEGER
        ) WITHOUT ROWID;

        CREATE TABLE signing_keys (
          id TEXT PRIMARY KEY NOT NULL,
          secret BLOB NOT NULL,
          created_at INTEGER NOT NULL,
          retired_at INTEGER
        ) WITHOUT ROWID;

        CREATE TABLE refresh_tokens (
          token_hash TEXT PRIMARY KEY NOT NULL,
          family TEXT NOT NULL,
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          created_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL,
          used_at INTEGER,
          revoked_at INTEGER
        ) WITHOUT ROWID;
        CREATE INDEX refresh_tokens_by_family ON refresh_tokens(family);
        CREATE INDEX refresh_tokens_by_user ON refresh_tokens(user_id);
        """)
  }
}
