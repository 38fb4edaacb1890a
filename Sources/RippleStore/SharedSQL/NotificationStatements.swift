import RippleCore

/// Notification rows that both databases write as written.
enum NotificationStatements {
  static func snooze(_ snooze: ReminderSnooze, day: Day, user: UserID) -> SharedStatement {
    SharedStatement(
      """
      INSERT INTO reminder_snoozes (user_id, habit_id, day, reminder_minute, at)
      VALUES (?, ?, ?, ?, ?)
      """,
      [
        .text(user.rawValue), .text(snooze.habitID.rawValue), .integer(Int64(day.daysSinceEpoch)),
        .integer(Int64(snooze.reminderMinute)), .integer(snooze.atUnixSeconds),
      ])
  }
}
