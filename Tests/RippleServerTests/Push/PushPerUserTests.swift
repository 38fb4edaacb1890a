import Foundation
import RippleCore
import RippleStore
import Testing

@testable import RippleServer

/// Push subscriptions in accounts mode: each user's are their own, and one user's slow push
/// service does not hold up the reminders of anyone else.
@Suite struct PushPerUserTests {
  @Test func anEndpointHeldByTwoUsersStaysEachOnesOwn() async throws {
    let service = try await PushListener.start(.answer(201))
    try await AccountsApp.run(push: PushOptions(allowLoopback: true)) { app in
      let ann = try await app.register("ann@example.com")
      let bob = try await app.register("bob@example.com")
      let subscriptions = "/api/v1/push/subscriptions"
      let annReply = try await app.send(
        .post, subscriptions, json: PushTestSupport.subscriptionJSON(service.url), as: ann)
      #expect(annReply.status == .created, "\(annReply.text)")
      // Bob subscribing the same endpoint adds his own; Ann's stays hers.
      let bobReply = try await app.send(
        .post, subscriptions, json: PushTestSupport.subscriptionJSON(service.url), as: bob)
      #expect(bobReply.status == .created, "\(bobReply.text)")
      let endpoint = #"{"endpoint": "\#(service.url)"}"#
      #expect(
        try await app.send(.delete, subscriptions, json: endpoint, as: bob).status == .noContent)
      #expect(
        try await app.send(.delete, subscriptions, json: endpoint, as: bob).status == .notFound)
      let test = try await app.send(.post, "/api/v1/push/test", as: ann)
      #expect(test.json["delivered"].int == 1, "\(test.text)")
      #expect(try await app.send(.post, "/api/v1/push/test", as: bob).json["delivered"].int == 0)
    }
    #expect(service.record.requests == 1)
    await service.close()
  }

  /// The user whose reminders go first has a push service that accepts and never answers; the
  /// other user's reminder arrives while that one is still waiting, not after its timeout.
  @Test func aHangingServiceDoesNotDelayAnotherUsersReminder() async throws {
    let hanging = try await PushListener.start(.hang)
    let answering = try await PushListener.start(.answer(201))
    // 09:00:20 UTC: reminders at 09:00 are due.
    try await AccountsApp.run(now: TestClock.wednesdayMorning + 20_000) { app in
      let ann = try await app.register("ann@example.com")
      let bob = try await app.register("bob@example.com")
      var users: [(id: String, credential: Credential)] = []
      for credential in [ann, bob] {
        let habit = try await app.send(
          .post, "/api/v1/habits", json: #"{"name": "Read", "reminders": [{"time": "09:00"}]}"#,
          as: credential)
        #expect(habit.status == .created, "\(habit.text)")
        let id = try #require(
          try await app.send(.get, "/api/v1/me", as: credential).json["id"].string)
        users.append((id, credential))
      }
      // Users are visited in the order of their ids: the first one gets the hanging service.
      users.sort { $0.id < $1.id }
      for (user, listener) in zip(users, [hanging, answering]) {
        try await app.store.savePushSubscription(
          PushTestSupport.subscription(listener.url, user: UserID(user.id)))
      }
      let scheduler = ReminderScheduler(
        repository: app.store,
        sender: PushTestSupport.sender(PushOptions(allowLoopback: true, timeout: .seconds(5))),
        clock: app.clock.serverClock)
      let round = Task { await scheduler.tick() }
      let delivered = try await answering.wait { $0.requests == 1 }
      #expect(delivered.requests == 1)
      // The other service is still holding its request: nothing waited for its timeout.
      #expect(hanging.record.closed == 0)
      #expect(await round.value == 1)
      #expect(try await hanging.wait { $0.closed == 1 }.closed == 1)
    }
    await hanging.close()
    await answering.close()
  }
}
