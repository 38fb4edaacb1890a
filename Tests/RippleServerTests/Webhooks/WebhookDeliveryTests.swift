import Foundation
import HTTPTypes
import RippleCore
import RippleStore
import RippleTestSupport
import Testing

@testable import RippleServer

/// What the dispatcher sends, and how the log, retries and disabling follow the answers. The
/// receivers are `PushListener`s on 127.0.0.1 (allowed, as `--allow-loopback-push` allows it);
/// the signature itself is verified by an independent library in Tests/Server/test_webhooks.py.
@Suite struct WebhookDeliveryTests {
  static let today = WebhookRouteTests.today

  static func app(
    timeout: Duration = .seconds(5),
    _ test: @escaping @Sendable (TestApp, PushOptions) async throws -> Void
  ) async throws {
    let push = PushOptions(allowLoopback: true, timeout: timeout)
    try await TestApp.run(configuration: PushTestSupport.configuration(push)) { app in
      try await test(app, push)
    }
  }

  static func dispatcher(_ app: TestApp, _ push: PushOptions) -> WebhookDispatcher {
    WebhookDispatcher(store: app.store, options: push, clock: app.clock.serverClock)
  }

  static func log(_ app: TestApp, _ id: String) async throws -> [JSON] {
    try await app.get("/api/v1/webhooks/\(id)/deliveries").json["deliveries"].array
  }

  @Test func aCheckInIsSentOnceAndLogged() async throws {
    try await Self.app { app, push in
      let receiver = try await PushListener.start(.answer(204))
      defer { Task { await receiver.close() } }
      let made = try await WebhookRouteTests.register(
        app, "http://127.0.0.1:\(receiver.port)/hook",
        events: ["checkin.recorded", "day.completed"])
      let id = try #require(made.json["webhook"]["id"].string)
      let habit = try await app.createHabit(named: "Floss", day: Self.today)
      try await app.checkIn(habit, on: Self.today)
      // The same write again changes nothing, so it raises nothing.
      try await app.checkIn(habit, on: Self.today)

      #expect(await Self.dispatcher(app, push).tick() == 2)
      #expect(receiver.record.requests == 2)
      let log = try await Self.log(app, id)
      #expect(log.compactMap(\.["event"].string).sorted() == ["checkin.recorded", "day.completed"])
      #expect(
        log.allSatisfy {
          $0["state"].string == "delivered" && $0["status"] == 204 && $0["attempts"] == 1
        }, "\(log)")
      #expect(await Self.dispatcher(app, push).tick() == 0, "a delivered message is not sent again")
      let listed = try await app.get("/api/v1/webhooks")
      #expect(listed.json["webhooks"][0]["lastDelivery"]["state"].string == "delivered")
    }
  }

  /// A failing receiver is retried on the schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h),
  /// by the server's clock; five messages in a row that fail every attempt turn it off.
  @Test func failuresAreRetriedOnScheduleThenTheEndpointIsTurnedOff() async throws {
    try await Self.app { app, push in
      let receiver = try await PushListener.start(.answer(500))
      defer { Task { await receiver.close() } }
      let made = try await WebhookRouteTests.register(app, "http://127.0.0.1:\(receiver.port)/hook")
      let id = try #require(made.json["webhook"]["id"].string)
      let dispatcher = Self.dispatcher(app, push)
      for message in 1...WebhookRetry.disablingFailures {
        let queued = try await app.send(.post, "/api/v1/webhooks/\(id)/test")
        #expect(queued.status == .accepted, "\(queued.text)")
        for attempt in 1...WebhookRetry.attempts {
          #expect(await dispatcher.tick() == 1, "message \(message), attempt \(attempt)")
          #expect(await dispatcher.tick() == 0, "not again before its time")
          let last = try await Self.log(app, id)[0]
          #expect(last["attempts"].int == attempt)
          #expect(last["status"] == 500)
          #expect(last["error"].string == "Answered 500")
          if attempt < WebhookRetry.attempts {
            #expect(last["state"].string == "pending")
            let wait = WebhookRetry.delays[attempt - 1] * 1_000
            #expect(last["nextAttemptAt"].double.map { Int64($0) } == app.clock.now + wait)
            app.clock.now += wait
          } else {
            #expect(last["state"].string == "failed")
          }
        }
      }
      #expect(receiver.record.requests == WebhookRetry.attempts * WebhookRetry.disablingFailures)
      let listed = try await app.get("/api/v1/webhooks").json["webhooks"][0]
      #expect(listed["enabled"] == false)
      #expect(listed["disabledReason"].string?.contains("in a row") == true, "\(listed)")
      // Turned off: nothing more is queued, and a test says why.
      let habit = try await app.createHabit(named: "Floss", day: Self.today)
      try await app.checkIn(habit, on: Self.today)
      #expect(await dispatcher.tick() == 0)
      #expect(try await app.send(.post, "/api/v1/webhooks/\(id)/test").status == .conflict)
      // Turned on again, its failures are forgotten.
      let again = try await app.send(.patch, "/api/v1/webhooks/\(id)", json: #"{"enabled": true}"#)
      #expect(again.json["webhook"]["failures"] == 0, "\(again.text)")
      #expect(again.json["webhook"]["disabledReason"].isNull)
    }
  }

  /// An endpoint that never answers holds up only itself: another endpoint's message is
  /// delivered while the first is still waiting. The wait may last 10 minutes, far longer than
  /// the test, so however slow the machine the first is still waiting at the end; stopping the
  /// dispatcher ends it (a send gives up when its task is cancelled).
  @Test func aSlowEndpointDoesNotDelayAnother() async throws {
    try await Self.app(timeout: .seconds(600)) { app, push in
      let slow = try await PushListener.start(.hang)
      let fast = try await PushListener.start(.answer(200))
      let stuck = try await WebhookRouteTests.register(app, "http://127.0.0.1:\(slow.port)/hook")
      let quick = try await WebhookRouteTests.register(app, "http://127.0.0.1:\(fast.port)/hook")
      let stuckID = try #require(stuck.json["webhook"]["id"].string)
      let quickID = try #require(quick.json["webhook"]["id"].string)
      #expect(try await app.send(.post, "/api/v1/webhooks/\(stuckID)/test").status == .accepted)
      let dispatcher = Self.dispatcher(app, push)
      let running = Task { await dispatcher.run() }
      #expect(try await slow.wait { $0.requests == 1 }.requests == 1)
      #expect(try await app.send(.post, "/api/v1/webhooks/\(quickID)/test").status == .accepted)
      #expect(try await fast.wait { $0.requests == 1 }.requests == 1)
      let deadline = ContinuousClock.now + .seconds(60)
      var state: String?
      while state != "delivered", ContinuousClock.now < deadline {
        state = try await Self.log(app, quickID).first?["state"].string
        if state != "delivered" { try await Task.sleep(for: .milliseconds(20)) }
      }
      #expect(state == "delivered")
      #expect(
        try await Self.log(app, stuckID).first?["attempts"] == 0, "the slow one is still waiting")
      let stopping = ContinuousClock.now
      running.cancel()
      await running.value
      #expect(ContinuousClock.now - stopping < .seconds(60), "a cancelled send gives up")
      await slow.close()
      await fast.close()
    }
  }

  /// At send time the address is checked again: a receiver on loopback is refused once the
  /// server no longer allows loopback, and the attempt says why.
  @Test func theAddressIsCheckedAgainWhenSending() async throws {
    try await Self.app { app, push in
      let receiver = try await PushListener.start(.answer(204))
      defer { Task { await receiver.close() } }
      let made = try await WebhookRouteTests.register(app, "http://127.0.0.1:\(receiver.port)/hook")
      let id = try #require(made.json["webhook"]["id"].string)
      _ = try await app.send(.post, "/api/v1/webhooks/\(id)/test")
      var strict = push
      strict.allowLoopback = false
      #expect(await Self.dispatcher(app, strict).tick() == 1)
      #expect(receiver.record.connections == 0)
      let last = try await Self.log(app, id)[0]
      #expect(
        last["error"].string?.hasPrefix("Refused: 'url' must be an https URL") == true, "\(last)")
    }
  }
}
