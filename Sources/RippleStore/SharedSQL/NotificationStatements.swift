import RippleCore

/// Notification rows that both databases read and write as written.
enum NotificationStatements {
  /// Every user with a push subscription, by id.
  static let usersWithPushSubscriptions = SharedQuery(
    SharedStatement("SELECT DISTINCT user_id FROM push_subscriptions ORDER BY user_id", [])
  ) { row in UserID(try row.text(0, "user_id")) }

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
