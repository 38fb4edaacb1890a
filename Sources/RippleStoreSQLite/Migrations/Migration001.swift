import GRDB
import RippleStore

/// The first schema. Every row carries its user; check-ins are keyed by (user, habit, day) and
/// clustered in that order, so one habit's history is one contiguous range of the table.
/// `change_seq` holds the user's change sequence at the row's last write.
enum Migration001 {
  static func migrate(_ db: Database) throws {
    try db.execute(sql: "PRAGMA application_id = \(StoreSchema.applicationID)")
    try db.execute(
      sql: """
        CREATE TABLE ripple_meta (
          key TEXT PRIMARY KEY NOT NULL,
          value TEXT NOT NULL
        ) WITHOUT ROWID;
        INSERT INTO ripple_meta (key, value) VALUES ('format', 'ripple');

        CREATE TABLE users (
          id TEXT PRIMARY KEY NOT NULL,
          change_seq INTEGER NOT NULL DEFAULT 0
        ) WITHOUT ROWID;

        CREATE TABLE settings (
          user_id TEXT PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          time_zone TEXT NOT NULL,
          first_weekday INTEGER NOT NULL,
          day_start_hour INTEGER NOT NULL,
          theme TEXT NOT NULL,
          accent TEXT NOT NULL,
          celebrations TEXT NOT NULL,
          show_streaks INTEGER NOT NULL,
          haptics INTEGER NOT NULL,
          tier TEXT NOT NULL,
          tier_expires INTEGER,
          onboarding_done INTEGER NOT NULL,
          change_seq INTEGER NOT NULL
        ) WITHOUT ROWID;

        CREATE TABLE categories (
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          id TEXT NOT NULL,
          name TEXT NOT NULL,
          color TEXT NOT NULL,
          sort_order INTEGER NOT NULL,
          change_seq INTEGER NOT NULL,
          PRIMARY KEY (user_id, id)
        ) WITHOUT ROWID;

        CREATE TABLE habits (
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          id TEXT NOT NULL,
          name TEXT NOT NULL,
          description TEXT NOT NULL,
          color TEXT NOT NULL,
          icon TEXT NOT NULL,
          category_id TEXT,
          schedule_kind TEXT NOT NULL,
          schedule_a INTEGER NOT NULL,
          schedule_b INTEGER NOT NULL,
          measure_kind TEXT NOT NULL,
          measure_target REAL NOT NULL,
          measure_unit TEXT NOT NULL,
          reminders TEXT NOT NULL,
          archived INTEGER NOT NULL,
          sort_order INTEGER NOT NULL,
          created_day INTEGER NOT NULL,
          created_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL,
          change_seq INTEGER NOT NULL,
          PRIMARY KEY (user_id, id)
        ) WITHOUT ROWID;

        CREATE TABLE check_ins (
          user_id TEXT NOT NULL,
          habit_id TEXT NOT NULL,
          day INTEGER NOT NULL,
          state TEXT NOT NULL,
          value REAL,
          note TEXT,
          mood TEXT,
          logged_minute INTEGER,
          updated_at INTEGER NOT NULL,
          change_seq INTEGER NOT NULL,
          PRIMARY KEY (user_id, habit_id, day),
          FOREIGN KEY (user_id, habit_id) REFERENCES habits(user_id, id) ON DELETE CASCADE
        ) WITHOUT ROWID;
        """)
  }
}
