import RippleStore

/// The coach (SQLite's v3): goals with their whole coach state as JSON text, and reflections.
enum PostgresMigration003 {
  static let statements = [
    """
    CREATE TABLE goals (
      user_id TEXT NOT NULL,
      id TEXT NOT NULL,
      habit_id TEXT NOT NULL,
      title TEXT NOT NULL,
      status TEXT NOT NULL,
      state TEXT NOT NULL,
      revision BIGINT NOT NULL,
      created_at BIGINT NOT NULL,
      updated_at BIGINT NOT NULL,
      change_seq BIGINT NOT NULL,
      PRIMARY KEY (user_id, id),
      FOREIGN KEY (user_id, habit_id) REFERENCES habits(user_id, id) ON DELETE CASCADE
    )
    """,
    "CREATE UNIQUE INDEX goals_by_habit ON goals (user_id, habit_id)",
    """
    CREATE TABLE goal_reflections (
      user_id TEXT NOT NULL,
      goal_id TEXT NOT NULL,
      id TEXT NOT NULL,
      stage BIGINT NOT NULL,
      day BIGINT NOT NULL,
      worked TEXT NOT NULL,
      hard TEXT NOT NULL,
      created_at BIGINT NOT NULL,
      change_seq BIGINT NOT NULL,
      PRIMARY KEY (user_id, goal_id, id),
      FOREIGN KEY (user_id, goal_id) REFERENCES goals(user_id, id) ON DELETE CASCADE
    )
    """,
  ]
}
