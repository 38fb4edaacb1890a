import GRDB
import RippleStore

/// The coach: a goal holds the engine's whole coach state (roadmap versions, stages,
/// spans, pauses, judged weeks) as one JSON column, and links the ordinary habit that is its
/// current stage. Reflections are rows of their own. A goal
/// goes with its habit, and its reflections with it.
enum Migration003 {
  static func migrate(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE goals (
          user_id TEXT NOT NULL,
          id TEXT NOT NULL,
          habit_id TEXT NOT NULL,
          title TEXT NOT NULL,
          status TEXT NOT NULL,
          state TEXT NOT NULL,
          revision INTEGER NOT NULL,
          created_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL,
          change_seq INTEGER NOT NULL,
          PRIMARY KEY (user_id, id),
          FOREIGN KEY (user_id, habit_id) REFERENCES habits(user_id, id) ON DELETE CASCADE
        ) WITHOUT ROWID;
        CREATE UNIQUE INDEX goals_by_habit ON goals(user_id, habit_id);

        CREATE TABLE goal_reflections (
          user_id TEXT NOT NULL,
          goal_id TEXT NOT NULL,
          id TEXT NOT NULL,
          stage INTEGER NOT NULL,
          day INTEGER NOT NULL,
          worked TEXT NOT NULL,
          hard TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          change_seq INTEGER NOT NULL,
          PRIMARY KEY (user_id, goal_id, id),
          FOREIGN KEY (user_id, goal_id) REFERENCES goals(user_id, id) ON DELETE CASCADE
        ) WITHOUT ROWID;
        """)
  }
}
