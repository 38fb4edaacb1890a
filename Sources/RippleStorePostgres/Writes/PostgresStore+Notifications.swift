import Foundation
import PostgresNIO
import RippleCore
import RippleStore

/// Reminders that reach the user on PostgreSQL, with `SQLiteStore`'s semantics: a
/// delivery is claimed by one insert that only one process can win.
extension PostgresStore: NotificationRepository {
  public func notificationPreferences(for user: UserID) async throws -> NotificationPreferences {
    try await read { connection in try await Self.notificationPreferences(connection, user: user) }
  }

  public func saveNotificationPreferences(
    _ preferences: NotificationPreferences, for user: UserID
  ) async throws {
    try await transaction { connection in try await Self.save(preferences, user: user, connection) }
  }

  public func updateNotificationPreferences(
    for user: UserID, _ change: @escaping @Sendable (inout NotificationPreferences) -> Void
  ) async throws -> NotificationPreferences {
    try await write(for: user) { connection in
      var preferences = try await Self.notificationPreferences(connection, user: user)
      change(&preferences)
      try await Self.save(preferences, user: user, connection)
      return preferences
    }
  }

  private static func notificationPreferences(
    _ connection: PostgresConnection, user: UserID
  ) async throws -> NotificationPreferences {
    guard
      let row = try await connection.rows(
        """
        SELECT enabled, habit_reminders, streak_reminder, streak_reminder_minute, milestones,
        motivation, weekly_summary FROM notification_preferences WHERE user_id = \(user.rawValue)
        """
      ).first
    else { return NotificationPreferences() }
    return NotificationPreferences(
      enabled: try row[0].decode(Bool.self), habitReminders: try row[1].decode(Bool.self),
      streakReminder: try row[2].decode(Bool.self),
      streakReminderMinute: try row[3].decode(Int?.self),
      milestones: try row[4].decode(Bool.self), motivation: try row[5].decode(Bool.self),
      weeklySummary: try row[6].decode(Bool.self))
  }

  private static func save(
    _ preferences: NotificationPreferences, user: UserID, _ connection: PostgresConnection
  ) async throws {
    try await connection.ensureUser(user)
    try await connection.run(
      """
      INSERT INTO notification_preferences (user_id, enabled, habit_reminders, streak_reminder,
        streak_reminder_minute, milestones, motivation, weekly_summary)
      VALUES (\(user.rawValue), \(preferences.enabled), \(preferences.habitReminders),
        \(preferences.streakReminder), \(preferences.streakReminderMinute),
        \(preferences.milestones), \(preferences.motivation), \(preferences.weeklySummary))
      ON CONFLICT (user_id) DO UPDATE SET enabled = excluded.enabled,
        habit_reminders = excluded.habit_reminders, streak_reminder = excluded.streak_reminder,
        streak_reminder_minute = excluded.streak_reminder_minute,
        milestones = excluded.milestones, motivation = excluded.motivation,
        weekly_summary = excluded.weekly_summary
      """)
  }

  public func pushSubscriptions(for user: UserID) async throws -> [PushSubscription] {
    try await read { connection in
      try await connection.rows(
        """
        SELECT user_id, endpoint, p256dh, auth, created_at FROM push_subscriptions
        WHERE user_id = \(user.rawValue) ORDER BY id
        """
      ).map { row in
        PushSubscription(
          user: UserID(try row[0].decode(String.self)), endpoint: try row[1].decode(String.self),
          p256dh: try row[2].decode(String.self), auth: try row[3].decode(String.self),
          createdAt: try row[4].decode(Int64.self))
      }
    }
  }

  public func savePushSubscription(_ subscription: PushSubscription) async throws {
    try await transaction { connection in
      try await connection.ensureUser(subscription.user)
      try await connection.run(
        """
        DELETE FROM push_subscriptions
        WHERE user_id = \(subscription.user.rawValue) AND endpoint = \(subscription.endpoint)
        """)
      try await connection.run(
        """
        INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
        VALUES (\(subscription.user.rawValue), \(subscription.endpoint), \(subscription.p256dh),
          \(subscription.auth), \(subscription.createdAt))
        ON CONFLICT (user_id, endpoint) DO UPDATE SET p256dh = excluded.p256dh,
          auth = excluded.auth, created_at = excluded.created_at
        """)
      try await connection.run(
        """
        DELETE FROM push_subscriptions WHERE user_id = \(subscription.user.rawValue)
        AND id NOT IN (
          SELECT id FROM push_subscriptions WHERE user_id = \(subscription.user.rawValue)
          ORDER BY id DESC LIMIT \(PushSubscription.perUserLimit))
        """)
    }
  }

  @discardableResult
  public func deletePushSubscription(endpoint: String, for user: UserID?) async throws -> Bool {
    try await single { connection in
      let removed =
        if let user {
          try await connection.rows(
            """
            DELETE FROM push_subscriptions WHERE endpoint = \(endpoint)
            AND user_id = \(user.rawValue) RETURNING 1
            """)
        } else {
          try await connection.rows(
            "DELETE FROM push_subscriptions WHERE endpoint = \(endpoint) RETURNING 1")
        }
      return !removed.isEmpty
    }
  }

  public func claimDelivery(
    user: UserID, day: Day, key: String, fireAt: Int64, now: Int64
  ) async throws -> Bool {
    try await transaction { connection in
      try await connection.ensureUser(user)
      let claimed = try await connection.rows(
        """
        INSERT INTO notification_deliveries (user_id, day, key, fire_at, claimed_at)
        VALUES (\(user.rawValue), \(day.daysSinceEpoch), \(key), \(fireAt), \(now))
        ON CONFLICT DO NOTHING RETURNING 1
        """)
      return !claimed.isEmpty
    }
  }

  public func snoozes(for user: UserID, day: Day) async throws -> [ReminderSnooze] {
    try await read { connection in
      try await connection.rows(
        """
        SELECT habit_id, reminder_minute, at FROM reminder_snoozes
        WHERE user_id = \(user.rawValue) AND day = \(day.daysSinceEpoch) ORDER BY at
        """
      ).map { row in
        ReminderSnooze(
          habitID: HabitID(try row[0].decode(String.self)),
          reminderMinute: try row[1].decode(Int.self), atUnixSeconds: try row[2].decode(Int64.self)
        )
      }
    }
  }

  public func hasCalendarFeed(for user: UserID) async throws -> Bool {
    try await read { connection in
      try await !connection.rows(
        "SELECT 1 FROM calendar_tokens WHERE user_id = \(user.rawValue)"
      ).isEmpty
    }
  }

  public func replaceCalendarToken(for user: UserID, digest: String) async throws {
    try await transaction { connection in
      try await connection.ensureUser(user)
      try await connection.run(
        """
        INSERT INTO calendar_tokens (user_id, token_hash) VALUES (\(user.rawValue), \(digest))
        ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash
        """)
    }
  }

  public func serverKey(_ name: String, orStore value: Data) async throws -> Data {
    try await transaction { connection in
      try await connection.run(
        """
        INSERT INTO server_keys (name, value) VALUES (\(name), \(value))
        ON CONFLICT (name) DO NOTHING
        """)
      return try await connection.rows(
        "SELECT value FROM server_keys WHERE name = \(name)"
      ).first?[0].decode(Data.self) ?? value
    }
  }

  public func serverValue(_ name: String) async throws -> Data? {
    try await transaction { connection in
      try await connection.rows(
        "SELECT value FROM server_keys WHERE name = \(name)"
      ).first?[0].decode(Data.self)
    }
  }

}

extension PostgresConnection {
  /// The user's row, made on their first write, its sequence above every deleted user's.
  func ensureUser(_ user: UserID) async throws {
    try await run(PostgresStore.ensuringUser(user))
  }
}

extension PostgresStore {
  /// A new user's row starts at `change_floor`, the highest sequence a deleted user reached, so
  /// a process that cached a deleted user's answers never takes the new user's for theirs.
  public static func ensuringUser(_ user: UserID) -> SharedStatement {
    SharedStatement(
      """
      INSERT INTO users (id, change_seq, reset_seq)
      SELECT ?, change_seq, change_seq FROM change_floor
      ON CONFLICT (id) DO NOTHING
      """, [.text(user.rawValue)])
  }
}
