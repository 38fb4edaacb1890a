import RippleStore

/// Partners: invitations, partnerships and the habits shared in them (SQLite's v16).
enum PostgresMigration016 {
  static let statements = [
    """
    CREATE TABLE partner_invites (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      inviter_email TEXT NOT NULL,
      email TEXT,
      link_digest TEXT UNIQUE,
      created_at BIGINT NOT NULL,
      expires_at BIGINT NOT NULL
    )
    """,
    "CREATE INDEX partner_invites_by_user ON partner_invites (user_id)",
    "CREATE INDEX partner_invites_by_email ON partner_invites (email)",
    """
    CREATE TABLE partnerships (
      id TEXT PRIMARY KEY,
      first_user TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      first_email TEXT NOT NULL,
      second_user TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      second_email TEXT NOT NULL,
      created_at BIGINT NOT NULL,
      pair_key TEXT NOT NULL UNIQUE
    )
    """,
    "CREATE INDEX partnerships_by_first ON partnerships (first_user)",
    "CREATE INDEX partnerships_by_second ON partnerships (second_user)",
    """
    CREATE TABLE partner_shares (
      partnership_id TEXT NOT NULL REFERENCES partnerships(id) ON DELETE CASCADE,
      user_id TEXT NOT NULL,
      habit_id TEXT NOT NULL,
      display_name TEXT,
      since_day BIGINT NOT NULL,
      until_day BIGINT,
      include_past BIGINT NOT NULL,
      created_at BIGINT NOT NULL,
      PRIMARY KEY (partnership_id, user_id, habit_id)
    )
    """,
    "CREATE INDEX partner_shares_by_user ON partner_shares (user_id)",
  ]
}
