import RippleStore

/// Credentials (SQLite's v11): when the password last changed, each access token's scope, and
/// the calendar feed's token as a SHA-256 digest (hashed here, so old feed URLs keep working).
/// `change_floor` holds the highest change sequence a deleted user reached: a deleted user's
/// row goes with them, and a new row starts above it, so a process that cached the old user's
/// answers never takes a new user's sequence for theirs.
enum PostgresMigration011 {
  static let statements = [
    "ALTER TABLE accounts ADD COLUMN password_changed_at BIGINT",
    "ALTER TABLE access_tokens ADD COLUMN scope TEXT NOT NULL DEFAULT 'full'",
    "ALTER TABLE calendar_tokens RENAME COLUMN token TO token_hash",
    "UPDATE calendar_tokens SET token_hash = encode(sha256(convert_to(token_hash, 'UTF8')), 'hex')",
    """
    CREATE TABLE change_floor (
      only_row BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (only_row),
      change_seq BIGINT NOT NULL
    )
    """,
    "INSERT INTO change_floor (only_row, change_seq) VALUES (TRUE, 0)",
  ]
}
