import Foundation
import GRDB
import RippleCore
import RippleStore

extension SQLiteStore: NotificationRepository {
  public func notificationPreferences(for user: UserID) async throws -> NotificationPreferences {
    try await read { db in try Self.notificationPreferences(db, user: user) }
  }

  public func saveNotificationPreferences(
    _ preferences: NotificationPreferences, for user: UserID
  ) async throws {
    try await write { db in try Self.save(preferences, user: user, db) }
  }

  public func updateNotificationPreferences(
    for user: UserID, _ change: @escaping @Sendable (inout NotificationPreferences) -> Void
  ) async throws -> NotificationPreferences {
    try await write { db in
      var preferences = try Self.notificationPreferences(db, user: user)
      change(&preferences)
      try Self.save(preferences, user: user, db)
      return preferences
    }
  }

  private static func notificationPreferences(
    _ db: Database, user: UserID
  ) throws -> NotificationPreferences {
    guard
      let row = try Row.fetchOne(
        db, sql: "SELECT * FROM notification_preferences WHERE user_id = ?",
        arguments: [user.rawValue])
    else { return NotificationPreferences() }
    return NotificationPreferences(
      enabled: row["enabled"], habitReminders: row["habit_reminders"],
      streakReminder: row["streak_reminder"],
      streakReminderMinute: row["streak_reminder_minute"], milestones: row["milestones"],
      motivation: row["motivation"], weeklySummary: row["weekly_summary"])
  }

  private static func save(
    _ preferences: NotificationPreferences, user: UserID, _ db: Database
  ) throws {
    try ensureUser(user, db)
    try db.execute(
      sql: """
        INSERT OR REPLACE INTO notification_preferences (user_id, enabled, habit_reminders,
          streak_reminder, streak_reminder_minute, milestones, motivation, weekly_summary)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        user.rawValue, preferences.enabled, preferences.habitReminders,
        preferences.streakReminder, preferences.streakReminderMinute, preferences.milestones,
        preferences.motivation, preferences.weeklySummary,
      ])
  }

  public func pushSubscriptions(for user: UserID) async throws -> [PushSubscription] {
    try await read { db in
      try Row.fetchAll(
        db, sql: "SELECT * FROM push_subscriptions WHERE user_id = ? ORDER BY id",
        arguments: [user.rawValue]
      ).map { row in
        PushSubscription(
          user: UserID(row["user_id"]), endpoint: row["endpoint"], p256dh: row["p256dh"],
          auth: row["auth"], createdAt: row["created_at"])
      }
    }
  }

  public func savePushSubscription(_ subscription: PushSubscription) async throws {
    try await write { db in
      try Self.ensureUser(subscription.user, db)
      try db.execute(
        sql: "DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint = ?",
        arguments: [subscription.user.rawValue, subscription.endpoint])
      try db.execute(
        sql: """
          INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
          VALUES (?, ?, ?, ?, ?)
          """,
        arguments: [
          subscription.user.rawValue, subscription.endpoint, subscription.p256dh,
          subscription.auth, subscription.createdAt,
        ])
      try db.execute(
        sql: """
          DELETE FROM push_subscriptions WHERE user_id = ? AND id NOT IN (
            SELECT id FROM push_subscriptions WHERE user_id = ? ORDER BY id DESC LIMIT ?)
          """,
        arguments: [
          subscription.user.rawValue, subscription.user.rawValue, PushSubscription.perUserLimit,
        ])
    }
  }

  @discardableResult
  public func deletePushSubscription(endpoint: String, for user: UserID?) async throws -> Bool {
    try await write { db in
      if let user {
        try db.execute(
          sql: "DELETE FROM push_subscriptions WHERE endpoint = ? AND user_id = ?",
          arguments: [endpoint, user.rawValue])
      } else {
        try db.execute(
          sql: "DELETE FROM push_subscriptions WHERE endpoint = ?", arguments: [endpoint])
      }
      return db.changesCount > 0
    }
  }

  public func claimDelivery(
    user: UserID, day: Day, key: String, fireAt: Int64, now: Int64
  ) async throws -> Bool {
    try await write { db in
      try Self.ensureUser(user, db)
      try db.execute(
        sql: """
          INSERT OR IGNORE INTO notification_deliveries (user_id, day, key, fire_at, claimed_at)
          VALUES (?, ?, ?, ?, ?)
          """,
        arguments: [user.rawValue, day.daysSinceEpoch, key, fireAt, now])
      return db.changesCount > 0
    }
  }

  public func snoozes(for user: UserID, day: Day) async throws -> [ReminderSnooze] {
    try await read { db in
      try Row.fetchAll(
        db,
        sql: "SELECT * FROM reminder_snoozes WHERE user_id = ? AND day = ? ORDER BY at",
        arguments: [user.rawValue, day.daysSinceEpoch]
      ).map { row in
        ReminderSnooze(
          habitID: HabitID(row["habit_id"]), reminderMinute: row["reminder_minute"],
          atUnixSeconds: row["at"])
      }
    }
  }

  public func hasCalendarFeed(for user: UserID) async throws -> Bool {
    try await read { db in
      try Bool.fetchOne(
        db, sql: "SELECT EXISTS (SELECT 1 FROM calendar_tokens WHERE user_id = ?)",
        arguments: [user.rawValue]) ?? false
    }
  }

  public func replaceCalendarToken(for user: UserID, digest: String) async throws {
    try await write { db in
      try Self.ensureUser(user, db)
      try db.execute(
        sql: "INSERT OR REPLACE INTO calendar_tokens (user_id, token_hash) VALUES (?, ?)",
        arguments: [user.rawValue, digest])
    }
  }

  public func serverKey(_ name: String, orStore value: Data) async throws -> Data {
    try await write { db in
      try db.execute(
        sql: "INSERT OR IGNORE INTO server_keys (name, value) VALUES (?, ?)",
        arguments: [name, value])
      return try Data.fetchOne(
        db, sql: "SELECT value FROM server_keys WHERE name = ?", arguments: [name]) ?? value
    }
  }

  public func serverValue(_ name: String) async throws -> Data? {
    try await read { db in
      try Data.fetchOne(
        db, sql: "SELECT value FROM server_keys WHERE name = ?", arguments: [name])
    }
  }

  static func ensureUser(_ user: UserID, _ db: Database) throws {
    try db.run(ensuringUser(user))
  }

  public static func ensuringUser(_ user: UserID) -> SharedStatement {
    SharedStatement(
      "INSERT INTO users (id) VALUES (?) ON CONFLICT (id) DO NOTHING", [.text(user.rawValue)])
  }
}
