import GRDB
import RippleStore

/// Reminders that reach the user: notification preferences, Web Push subscriptions,
/// the deliveries already claimed (so each notification is sent once, across restarts and
/// processes), snoozes, the calendar feed's secret token and the server's VAPID key.
enum Migration006 {
  static func migrate(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE notification_preferences (
          user_id TEXT PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          enabled INTEGER NOT NULL,
          habit_reminders INTEGER NOT NULL,
          streak_reminder INTEGER NOT NULL,
          streak_reminder_minute INTEGER,
          milestones INTEGER NOT NULL,
          motivation INTEGER NOT NULL,
          weekly_summary INTEGER NOT NULL
        ) WITHOUT ROWID;

        CREATE TABLE push_subscriptions (
          endpoint TEXT PRIMARY KEY NOT NULL,
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          p256dh TEXT NOT NULL,
          auth TEXT NOT NULL,
          created_at INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX push_subscriptions_by_user ON push_subscriptions(user_id);

        CREATE TABLE notification_deliveries (
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          day INTEGER NOT NULL,
          key TEXT NOT NULL,
          fire_at INTEGER NOT NULL,
          claimed_at INTEGER NOT NULL,
          PRIMARY KEY (user_id, day, key, fire_at)
        ) WITHOUT ROWID;

        CREATE TABLE reminder_snoozes (
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          habit_id TEXT NOT NULL,
          day INTEGER NOT NULL,
          reminder_minute INTEGER NOT NULL,
          at INTEGER NOT NULL
        );
        CREATE INDEX reminder_snoozes_by_day ON reminder_snoozes(user_id, day);

        CREATE TABLE calendar_tokens (
          user_id TEXT PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          token TEXT NOT NULL UNIQUE
        ) WITHOUT ROWID;

        CREATE TABLE server_keys (
          name TEXT PRIMARY KEY NOT NULL,
          value BLOB NOT NULL
        ) WITHOUT ROWID;
        """)
  }
}
