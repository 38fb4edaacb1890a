import Foundation
import RippleTestSupport
import Testing

/// `POST /api/v1/habits/{id}/checkins/{day}/taps`: "+1" taps named by the device that made them,
/// added inside the write and counted once per name, so taps queued on two offline devices add
/// up and a tap sent again after a lost answer counts once.
@Suite struct TapRouteTests {
  static let today = "2026-11-18"

  func water(_ app: TestApp) async throws -> String {
    let water = try await app.createHabit(
      #"{"name": "Water", "measure": {"kind": "numeric", "target": 8, "unit": "glasses", "targetKind": "at_least"}}"#,
      day: Self.today)
    return try #require(water["id"].string)
  }

  func tap(
    _ app: TestApp, _ habit: String, _ body: String, day: String = today
  ) async throws
    -> Reply
  {
    try await app.send(
      .post, "/api/v1/habits/\(habit)/checkins/\(day)/taps?day=\(Self.today)", json: body)
  }

  @Test func aTapSentAgainCountsOnceAndItsNoteStays() async throws {
    try await TestApp.run { app in
      let id = try await water(app)
      let noted = try await app.send(
        .put, "/api/v1/habits/\(id)/checkins/2026-11-17?day=\(Self.today)",
        json: #"{"state": "done", "value": 2, "note": "after the run"}"#)
      #expect(noted.status == .ok, "\(noted.text)")
      var answers: [(Double?, Bool?)] = []
      for body in [
        #"{"tap": "phone-a-0001"}"#, #"{"tap": "phone-a-0001"}"#,
        #"{"tap": "phone-b-0001", "amount": 3}"#, #"{"tap": "phone-a-0001", "amount": 3}"#,
      ] {
        let reply = try await tap(app, id, body, day: "2026-11-17")
        #expect(reply.status == .ok, "\(reply.text)")
        answers.append((reply.json["checkIn"]["value"].double, reply.json["applied"].bool))
      }
      #expect(answers.map(\.0) == [3, 3, 6, 6])
      #expect(answers.map(\.1) == [true, false, true, false])
      let stored = try await app.store.checkIns(for: .local, habit: nil, in: nil)
      #expect(stored.map(\.value) == [6])
      #expect(stored.map(\.note) == ["after the run"])
      // The same name on another day is another tap.
      let other = try await tap(app, id, #"{"tap": "phone-a-0001"}"#)
      #expect(other.json["checkIn"]["value"].double == 1, "\(other.text)")
      #expect(other.json["card"]["habit"]["id"].string == id)
    }
  }

  /// Forty requests at once, twenty names each sent twice: twenty counted, on both stores (on
  /// PostgreSQL copies of one name may meet in one batch).
  @Test func tapsSentAtOnceCountOncePerName() async throws {
    try await TestApp.run { app in
      let id = try await water(app)
      try await withThrowingTaskGroup(of: Void.self) { group in
        for _ in 0..<2 {
          for tap in 0..<20 {
            group.addTask {
              let reply = try await self.tap(app, id, #"{"tap": "device-\#(tap)-tap"}"#)
              #expect(reply.status == .ok, "\(reply.text)")
            }
          }
        }
        try await group.waitForAll()
      }
      let stored = try await app.store.checkIns(for: .local, habit: nil, in: nil)
      #expect(stored.map(\.value) == [20])
    }
  }

  @Test func badTapsAreNamedAndChangeNothing() async throws {
    try await TestApp.run { app in
      let id = try await water(app)
      let before = try await app.snapshot().sequence
      for (body, field) in [
        (#"{"tap": "short"}"#, "tap"), (#"{"tap": "has spaces in it"}"#, "tap"),
        (#"{"tap": "phone-a-0001", "amount": 0}"#, "amount"),
        (#"{"tap": "phone-a-0001", "amount": -1}"#, "amount"),
        (#"{"tap": "phone-a-0001", "amount": 1e12}"#, "amount"),
      ] {
        let reply = try await tap(app, id, body)
        #expect(reply.status == .unprocessableContent, "\(body): \(reply.text)")
        #expect(reply.json["error"]["field"].string == field, "\(body): \(reply.text)")
      }
      let missing = try await tap(app, id, #"{"amount": 1}"#)
      #expect(missing.status == .badRequest || missing.status == .unprocessableContent)
      let future = try await tap(app, id, #"{"tap": "phone-a-0001"}"#, day: "2026-11-19")
      #expect(future.status == .unprocessableContent, "\(future.text)")
      let unknown = try await tap(app, "nope", #"{"tap": "phone-a-0001"}"#)
      #expect(unknown.status == .notFound, "\(unknown.text)")
      #expect(try await app.snapshot().sequence == before)
      // A refused tap was not counted: the same name counts when it is right.
      let fine = try await tap(app, id, #"{"tap": "phone-a-0001"}"#)
      #expect(fine.json["applied"].bool == true, "\(fine.text)")
    }
  }
}
