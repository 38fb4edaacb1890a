import RippleCore

/// Notification rows and server values that both databases read and write as written.
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

  /// The user whose calendar feed has the token with this digest.
  static func calendarUser(tokenDigest: String) -> SharedQuery<UserID> {
    SharedQuery(
      SharedStatement(
        "SELECT user_id FROM calendar_tokens WHERE token_hash = ?", [.text(tokenDigest)])
    ) { row in UserID(try row.text(0, "user_id")) }
  }

  /// Stores `value` under `name`, in place of the value stored there.
  static func setServerValue(_ name: String, _ value: [UInt8]) -> SharedStatement {
    SharedStatement(
      """
      INSERT INTO server_keys (name, value) VALUES (?, ?)
      ON CONFLICT (name) DO UPDATE SET value = excluded.value
      """, [.text(name), .bytes(value)])
  }
}
