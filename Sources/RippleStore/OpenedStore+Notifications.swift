import Foundation
import RippleCore

/// Reminders through the store `--database` opened.
extension OpenedStore {
  public func notificationPreferences(for user: UserID) async throws -> NotificationPreferences {
    try await base.notificationPreferences(for: user)
  }

  public func saveNotificationPreferences(
    _ preferences: NotificationPreferences, for user: UserID
  ) async throws {
    try await base.saveNotificationPreferences(preferences, for: user)
  }

  public func pushSubscriptions(for user: UserID) async throws -> [PushSubscription] {
    try await base.pushSubscriptions(for: user)
  }

  public func savePushSubscription(_ subscription: PushSubscription) async throws {
    try await base.savePushSubscription(subscription)
  }

  @discardableResult
  public func deletePushSubscription(endpoint: String, for user: UserID?) async throws -> Bool {
    try await base.deletePushSubscription(endpoint: endpoint, for: user)
  }

  public func usersWithPushSubscriptions() async throws -> [UserID] {
    try await base.usersWithPushSubscriptions()
  }

  public func claimDelivery(
    user: UserID, day: Day, key: String, fireAt: Int64, now: Int64
  ) async throws -> Bool {
    try await base.claimDelivery(user: user, day: day, key: key, fireAt: fireAt, now: now)
  }

  public func snoozes(for user: UserID, day: Day) async throws -> [ReminderSnooze] {
    try await base.snoozes(for: user, day: day)
  }

  public func addSnooze(_ snooze: ReminderSnooze, day: Day, for user: UserID) async throws {
    try await base.addSnooze(snooze, day: day, for: user)
  }

  public func hasCalendarFeed(for user: UserID) async throws -> Bool {
    try await base.hasCalendarFeed(for: user)
  }

  public func replaceCalendarToken(for user: UserID, digest: String) async throws {
    try await base.replaceCalendarToken(for: user, digest: digest)
  }

  public func calendarUser(tokenDigest: String) async throws -> UserID? {
    try await base.calendarUser(tokenDigest: tokenDigest)
  }

  public func serverKey(_ name: String, orStore value: Data) async throws -> Data {
    try await base.serverKey(name, orStore: value)
  }

  public func serverValue(_ name: String) async throws -> Data? {
    try await base.serverValue(name)
  }

  public func setServerValue(_ name: String, _ value: Data) async throws {
    try await base.setServerValue(name, value)
  }
}
