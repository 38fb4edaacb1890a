import Foundation
import HTTPTypes
import NIOCore
import RippleTestSupport
import Testing

/// `POST /api/v1/habits/{id}/checkin`: today's check-in in one request, for automation tools.
@Suite struct QuickCheckInRouteTests {
  static let today = "2026-11-18"

  func day(_ app: TestApp, _ habit: String) async throws -> JSON {
    let history = try await app.get(
      "/api/v1/habits/\(habit)/history?start=\(Self.today)&end=\(Self.today)&day=\(Self.today)")
    return history.json["days"][0]
  }

  @Test func doneSkipAndClearAreTodaysAndIdempotent() async throws {
    try await TestApp.run { app in
      let read = try await app.createHabit(named: "Read", day: Self.today)
      for _ in 0..<2 {
        let done = try await app.send(.post, "/api/v1/habits/\(read)/checkin?day=\(Self.today)")
        #expect(done.status == .ok, "\(done.text)")
        #expect(done.json["checkIn"]["state"].string == "done", "\(done.text)")
        #expect(done.json["checkIn"]["day"].string == Self.today)
      }
      #expect(try await day(app, read)["outcome"].string == "done")
      let skipped = try await app.send(
        .post, "/api/v1/habits/\(read)/checkin?action=skip&day=\(Self.today)")
      #expect(skipped.json["checkIn"]["state"].string == "skipped", "\(skipped.text)")
      let cleared = try await app.send(
        .post, "/api/v1/habits/\(read)/checkin?action=clear&day=\(Self.today)")
      #expect(cleared.status == .ok, "\(cleared.text)")
      #expect(try await day(app, read)["outcome"].string != "done")
    }
  }

  /// A counted habit of 8 glasses a day; its id.
  func water(_ app: TestApp) async throws -> String {
    let water = try await app.createHabit(
      #"{"name": "Water", "measure": {"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"}}"#,
      day: Self.today)
    return try #require(water["id"].string)
  }

  /// Taps sent at once all count (the value is added inside the write, not read before it), and
  /// copies of one key sent at once add once.
  @Test func addsSentAtOnceAllCountAndOneKeyAtOnceCountsOnce() async throws {
    try await TestApp.run { app in
      let id = try await water(app)
      let uri = "/api/v1/habits/\(id)/checkin?action=add&day=\(Self.today)"
      try await withThrowingTaskGroup(of: Void.self) { group in
        for tap in 0..<20 {
          group.addTask {
            let reply = try await app.send(.post, uri + "&key=tap-\(tap)")
            #expect(reply.status == .ok, "\(reply.text)")
          }
        }
        for _ in 0..<10 {
          group.addTask {
            let reply = try await app.send(.post, uri + "&key=the-same")
            #expect(reply.status == .ok, "\(reply.text)")
          }
        }
        try await group.waitForAll()
      }
      let stored = try await app.store.checkIns(for: .local, habit: nil, in: nil)
      #expect(stored.map(\.value) == [21])
    }
  }

  /// "+1" adds once per idempotency key: a retried request answers again without adding.
  @Test func addCountsOncePerKey() async throws {
    try await TestApp.run { app in
      let id = try await water(app)
      let uri = "/api/v1/habits/\(id)/checkin?action=add&day=\(Self.today)"
      var values: [Double] = []
      for key in ["tap-1", "tap-1", "tap-2"] {
        let reply = try await app.send(
          .post, uri, headers: [HTTPField.Name("Idempotency-Key")!: key])
        #expect(reply.status == .ok, "\(reply.text)")
        values.append(reply.json["checkIn"]["value"].double ?? -1)
      }
      #expect(values == [1, 1, 2])
      let three = try await app.send(.post, uri + "&amount=3&key=tap-3")
      #expect(three.json["checkIn"]["value"].double == 5)
      let set = try await app.send(
        .post, "/api/v1/habits/\(id)/checkin?value=8&day=\(Self.today)")
      #expect(set.json["checkIn"]["value"].double == 8)
    }
  }

  @Test func badParametersAreNamedAndChangeNothing() async throws {
    try await TestApp.run { app in
      let read = try await app.createHabit(named: "Read", day: Self.today)
      let base = "/api/v1/habits/\(read)/checkin?day=\(Self.today)"
      try await app.expectError(
        .post, base + "&action=jump", status: .badRequest, code: "bad_request", field: "action")
      try await app.expectError(
        .post, base + "&action=add&amount=-1", status: .badRequest, code: "bad_request",
        field: "amount")
      try await app.expectError(
        .post, base + "&value=lots", status: .badRequest, code: "bad_request", field: "value")
      try await app.expectError(
        .post, base + "&action=add&key=" + String(repeating: "k", count: 101),
        status: .badRequest, code: "bad_request", field: "key")
      let missing = try await app.send(.post, "/api/v1/habits/nope/checkin?day=\(Self.today)")
      #expect(missing.status == .notFound, "\(missing.text)")
    }
  }
}
