import RippleStore

/// Reminders that reach the user (SQLite's v6): notification preferences, Web Push
/// subscriptions, the deliveries already claimed, snoozes, calendar tokens and server keys.
enum PostgresMigration006 {
  static let statements = [
    """
    CREATE TABLE notification_preferences (
      user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      enabled BOOLEAN NOT NULL,
      habit_reminders BOOLEAN NOT NULL,
      streak_reminder BOOLEAN NOT NULL,
      streak_reminder_minute INTEGER,
      milestones BOOLEAN NOT NULL,
      motivation BOOLEAN NOT NULL,
      weekly_summary BOOLEAN NOT NULL
    )
    """,
    """
    CREATE TABLE push_subscriptions (
      endpoint TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      p256dh TEXT NOT NULL,
      auth TEXT NOT NULL,
      created_at BIGINT NOT NULL
    )
    """,
    "CREATE INDEX push_subscriptions_by_user ON push_subscriptions (user_id)",
    """
    CREATE TABLE notification_deliveries (
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      day INTEGER NOT NULL,
      key TEXT NOT NULL,
      fire_at BIGINT NOT NULL,
      claimed_at BIGINT NOT NULL,
      PRIMARY KEY (user_id, day, key, fire_at)
    )
    """,
    """
    CREATE TABLE reminder_snoozes (
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      habit_id TEXT NOT NULL,
      day INTEGER NOT NULL,
      reminder_minute INTEGER NOT NULL,
      at BIGINT NOT NULL
    )
    """,
    "CREATE INDEX reminder_snoozes_by_day ON reminder_snoozes (user_id, day)",
    """
    CREATE TABLE calendar_tokens (
      user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      token TEXT NOT NULL UNIQUE
    )
    """,
    "CREATE TABLE server_keys (name TEXT PRIMARY KEY, value BYTEA NOT NULL)",
  ]
}
