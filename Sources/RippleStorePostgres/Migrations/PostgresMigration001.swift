import RippleStore

/// The first schema (SQLite's v1): every row carries its user; `change_seq` holds the user's
/// change sequence at the row's last write. Habit names are unique per user regardless of case.
enum PostgresMigration001 {
  static let statements = [
    """
    CREATE TABLE ripple_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TIMESTAMPTZ NOT NULL
    )
    """,
    """
    CREATE TABLE users (
      id TEXT PRIMARY KEY,
      change_seq BIGINT NOT NULL DEFAULT 0
    )
    """,
    """
    CREATE TABLE settings (
      user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      time_zone TEXT NOT NULL,
      first_weekday BIGINT NOT NULL,
      day_start_hour BIGINT NOT NULL,
      theme TEXT NOT NULL,
      accent TEXT NOT NULL,
      celebrations TEXT NOT NULL,
      show_streaks BOOLEAN NOT NULL,
      haptics BOOLEAN NOT NULL,
      tier TEXT NOT NULL,
      tier_expires BIGINT,
      onboarding_done BOOLEAN NOT NULL,
      change_seq BIGINT NOT NULL
    )
    """,
    """
    CREATE TABLE categories (
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      id TEXT NOT NULL,
      name TEXT NOT NULL,
      color TEXT NOT NULL,
      sort_order BIGINT NOT NULL,
      change_seq BIGINT NOT NULL,
      PRIMARY KEY (user_id, id)
    )
    """,
    """
    CREATE TABLE habits (
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      id TEXT NOT NULL,
      name TEXT NOT NULL,
      description TEXT NOT NULL,
      color TEXT NOT NULL,
      icon TEXT NOT NULL,
      category_id TEXT,
      schedule_kind TEXT NOT NULL,
      schedule_a BIGINT NOT NULL,
      schedule_b BIGINT NOT NULL,
      measure_kind TEXT NOT NULL,
      measure_target DOUBLE PRECISION NOT NULL,
      measure_unit TEXT NOT NULL,
      reminders TEXT NOT NULL,
      archived BOOLEAN NOT NULL,
      sort_order BIGINT NOT NULL,
      created_day BIGINT NOT NULL,
      created_at BIGINT NOT NULL,
      updated_at BIGINT NOT NULL,
      change_seq BIGINT NOT NULL,
      PRIMARY KEY (user_id, id)
    )
    """,
    "CREATE UNIQUE INDEX habits_name_per_user ON habits (user_id, lower(name))",
    """
    CREATE TABLE check_ins (
      user_id TEXT NOT NULL,
      habit_id TEXT NOT NULL,
      day BIGINT NOT NULL,
      state TEXT NOT NULL,
      value DOUBLE PRECISION,
      note TEXT,
      mood TEXT,
      logged_minute BIGINT,
      updated_at BIGINT NOT NULL,
      change_seq BIGINT NOT NULL,
      PRIMARY KEY (user_id, habit_id, day),
      FOREIGN KEY (user_id, habit_id) REFERENCES habits(user_id, id) ON DELETE CASCADE
    )
    """,
  ]
}
