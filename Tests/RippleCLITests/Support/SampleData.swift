import GRDB
import Testing

/// A week of habits and check-ins ending on Thursday 2026-01-08.
enum SampleData {
  static func load(into cli: CLI) throws {
    try cli.ok("add", "Exercise", today: "2026-01-05")
    try cli.ok("add", "Read", "--weekly", "3", "--color", "Teal", today: "2026-01-05")
    try cli.ok("add", "Meditate", "--days", "mon,wed,fri", today: "2026-01-05")
    try cli.ok(
      "add", "Water", "--target", "8", "--unit", "glasses", "--reminder", "09:00",
      today: "2026-01-06")
    for day in ["2026-01-05", "2026-01-06", "2026-01-07"] {
      try cli.ok("done", "Exercise", "--date", day)
    }
    try cli.ok("done", "Read", "--date", "2026-01-05")
    try cli.ok("done", "Read", "--date", "2026-01-07")
    try cli.ok("done", "Read")
    try cli.ok("no", "Meditate", "--date", "2026-01-05")
    try cli.ok("done", "Meditate", "--date", "yesterday")
    try cli.ok("done", "Water", "--date", "2026-01-06", "--value", "8")
    try cli.ok("skip", "Water", "--date", "2026-01-07")
  }
}

extension SampleData {
  /// Turns the weekly summary off in the SQLite file at `path` (it is on by default), so a test
  /// can see what turns it on.
  static func turnOffTheWeeklySummary(in path: String) throws {
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: """
          INSERT OR IGNORE INTO users (id) VALUES ('local');
          INSERT INTO notification_preferences (user_id, enabled, habit_reminders,
            streak_reminder, streak_reminder_minute, milestones, motivation, weekly_summary)
          VALUES ('local', 1, 1, 0, NULL, 1, 1, 0)
          """)
    }
  }
}
