import Foundation
import RippleCore

/// Storage for reminders that reach the user, beside `RippleRepository`.
public protocol NotificationRepository: Sendable {
  func notificationPreferences(for user: UserID) async throws -> NotificationPreferences
  func saveNotificationPreferences(
    _ preferences: NotificationPreferences, for user: UserID)
    async throws
  /// Applies `change` to the preferences as stored, in one transaction (so two switches turned
  /// at once both stay), saves and answers them.
  func updateNotificationPreferences(
    for user: UserID, _ change: @escaping @Sendable (inout NotificationPreferences) -> Void
  ) async throws -> NotificationPreferences

  /// The user's subscriptions, oldest first.
  func pushSubscriptions(for user: UserID) async throws -> [PushSubscription]
  /// Stores the subscription as the user's newest, replacing the user's own one with this
  /// endpoint (another user's is never touched); beyond `PushSubscription.perUserLimit` the
  /// user's oldest is removed.
  func savePushSubscription(_ subscription: PushSubscription) async throws
  /// Whether a subscription of `user` (any user when nil) with this endpoint was removed.
  @discardableResult
  func deletePushSubscription(endpoint: String, for user: UserID?) async throws -> Bool
  /// The users with at least one subscription.
  func usersWithPushSubscriptions() async throws -> [UserID]

  /// Records that this notification is being sent; false when it was already claimed, by this
  /// process or another one on the same database.
  func claimDelivery(
    user: UserID, day: Day, key: String, fireAt: Int64, now: Int64
  ) async throws -> Bool

  func snoozes(for user: UserID, day: Day) async throws -> [ReminderSnooze]
  func addSnooze(_ snooze: ReminderSnooze, day: Day, for user: UserID) async throws

  /// Whether the user has a calendar feed. Its token is shown only when made: the store keeps
  /// its SHA-256 digest.
  func hasCalendarFeed(for user: UserID) async throws -> Bool
  /// Makes the user's calendar feed, or replaces its token: the old feed URL stops working.
  func replaceCalendarToken(for user: UserID, digest: String) async throws
  /// The user whose calendar feed token has this digest.
  func calendarUser(tokenDigest: String) async throws -> UserID?

  /// The stored value of a server key, or `value` stored now when there is none yet (the first
  /// writer wins when several processes start at once).
  func serverKey(_ name: String, orStore value: Data) async throws -> Data
  /// The stored value of a server key, or nil.
  func serverValue(_ name: String) async throws -> Data?
  /// Stores `value` under `name`, replacing the one before.
  func setServerValue(_ name: String, _ value: Data) async throws
}
