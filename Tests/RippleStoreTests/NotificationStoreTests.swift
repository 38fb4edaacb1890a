import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

/// The store side of reminders: claims that make each notification go out once, even
/// from two connections (processes) on one file; preferences, subscriptions, snoozes, the
/// calendar token and the server key. On SQLite and on PostgreSQL.
@Suite struct NotificationStoreTests {
  @Test(arguments: StoreKind.available) func aDeliveryIsClaimedOnceAcrossConnections(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let other = try await test.reopened()
    let claims = try await withThrowingTaskGroup(of: Bool.self) { group in
      for index in 0..<8 {
        let store = index.isMultiple(of: 2) ? test.store : other
        group.addTask {
          try await store.claimDelivery(
            user: user, day: today, key: "habit_reminder:Read:08:00:0", fireAt: 100, now: 1)
        }
      }
      return try await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(claims.filter { $0 }.count == 1)
    #expect(
      try await test.reopened().claimDelivery(
        user: user, day: today, key: "habit_reminder:Read:08:00:1", fireAt: 200, now: 2))
    #expect(
      try await !test.reopened().claimDelivery(
        user: user, day: today, key: "habit_reminder:Read:08:00:0", fireAt: 100, now: 3))
  }

  @Test(arguments: StoreKind.available) func preferencesSubscriptionsSnoozesAndTokens(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let store = test.store
    #expect(try await store.notificationPreferences(for: user) == NotificationPreferences())
    let changed = NotificationPreferences(streakReminderMinute: 20 * 60, motivation: true)
    try await store.saveNotificationPreferences(changed, for: user)
    #expect(try await store.notificationPreferences(for: user) == changed)

    let subscription = PushSubscription(
      user: user, endpoint: "https://push.example/1", p256dh: "k", auth: "a", createdAt: 5)
    try await store.savePushSubscription(subscription)
    #expect(try await store.pushSubscriptions(for: user) == [subscription])
    #expect(try await store.usersWithPushSubscriptions() == [user])
    #expect(
      try await !store.deletePushSubscription(endpoint: "https://push.example/1", for: UserID("x")))
    #expect(try await store.deletePushSubscription(endpoint: "https://push.example/1", for: nil))
    #expect(try await store.usersWithPushSubscriptions().isEmpty)

    let snooze = ReminderSnooze(habitID: HabitID("h"), reminderMinute: 480, atUnixSeconds: 9)
    try await store.addSnooze(snooze, day: today, for: user)
    #expect(try await store.snoozes(for: user, day: today) == [snooze])
    #expect(try await store.snoozes(for: user, day: today.adding(days: 1)).isEmpty)

    #expect(try await !store.hasCalendarFeed(for: user))
    try await store.replaceCalendarToken(for: user, digest: "d1")
    #expect(try await store.hasCalendarFeed(for: user))
    #expect(try await store.calendarUser(tokenDigest: "d1") == user)
    try await store.replaceCalendarToken(for: user, digest: "d3")
    #expect(try await store.calendarUser(tokenDigest: "d1") == nil)
    #expect(try await store.calendarUser(tokenDigest: "d3") == user)

    #expect(try await store.serverKey("vapid", orStore: Data([1])) == Data([1]))
    #expect(try await store.serverKey("vapid", orStore: Data([2])) == Data([1]))
  }
}
