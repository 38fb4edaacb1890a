import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

/// Push subscriptions belong to a user: the same endpoint held by two users is two
/// subscriptions, and a user keeps at most `PushSubscription.perUserLimit`, the newest. On
/// SQLite and on PostgreSQL.
@Suite struct PushSubscriptionStoreTests {
  static let ann = UserID("ann")
  static let bob = UserID("bob")

  static func subscription(
    _ endpoint: String, _ owner: UserID, key: String = "k"
  )
    -> PushSubscription
  {
    PushSubscription(user: owner, endpoint: endpoint, p256dh: key, auth: "a", createdAt: 5)
  }

  @Test(arguments: StoreKind.available) func anEndpointOfTwoUsersIsTwoSubscriptions(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    defer { withExtendedLifetime(test) {} }
    let store = test.store
    let endpoint = "https://push.example/shared"
    let ann = Self.subscription(endpoint, Self.ann, key: "ann")
    try await store.savePushSubscription(ann)
    try await store.savePushSubscription(Self.subscription(endpoint, Self.bob, key: "bob"))
    #expect(try await store.pushSubscriptions(for: Self.ann) == [ann])
    #expect(try await store.pushSubscriptions(for: Self.bob).map(\.p256dh) == ["bob"])
    #expect(try await Set(store.usersWithPushSubscriptions()) == [Self.ann, Self.bob])

    // Subscribing again replaces only the user's own.
    let renewed = Self.subscription(endpoint, Self.bob, key: "bob again")
    try await store.savePushSubscription(renewed)
    #expect(try await store.pushSubscriptions(for: Self.bob) == [renewed])
    #expect(try await store.pushSubscriptions(for: Self.ann) == [ann])

    #expect(try await store.deletePushSubscription(endpoint: endpoint, for: Self.bob))
    #expect(try await !store.deletePushSubscription(endpoint: endpoint, for: Self.bob))
    #expect(try await store.pushSubscriptions(for: Self.ann) == [ann])
  }

  @Test(arguments: StoreKind.available) func theTwentyFirstReplacesTheOldest(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    defer { withExtendedLifetime(test) {} }
    let store = test.store
    let bobs = Self.subscription("https://push.example/bob", Self.bob)
    try await store.savePushSubscription(bobs)
    // All made in the same millisecond: the order they were made in still decides.
    let endpoints = (1...21).map { "https://push.example/\($0)" }
    for endpoint in endpoints {
      try await store.savePushSubscription(Self.subscription(endpoint, Self.ann))
    }
    let kept = try await store.pushSubscriptions(for: Self.ann).map(\.endpoint)
    #expect(kept == Array(endpoints.dropFirst()))
    #expect(PushSubscription.perUserLimit == 20)
    #expect(try await store.pushSubscriptions(for: Self.bob) == [bobs])

    // Renewing the oldest makes it the newest: the next one replaces the second oldest.
    try await store.savePushSubscription(Self.subscription(endpoints[1], Self.ann))
    try await store.savePushSubscription(Self.subscription("https://push.example/22", Self.ann))
    let after = try await store.pushSubscriptions(for: Self.ann).map(\.endpoint)
    #expect(after == Array(endpoints.dropFirst(3)) + [endpoints[1], "https://push.example/22"])
  }
}
