import Foundation
import RippleCore
import Testing

@testable import RippleServer

/// A quit habit, "at most 0": none at all is the target.
@Suite struct QuitHabitRouteTests {
  static let quit =
    #"{"name": "No cigarettes", "measure": {"kind": "numeric", "target": 0, "unit": "cigarettes", "targetKind": "at_most"}}"#

  /// The outcome the check-in answer's week bar shows for `day`.
  static func outcome(_ answer: JSON, on day: String) -> String? {
    answer["card"]["week"]["slots"].array.first { $0["day"].string == day }?["outcome"].string
  }

  @Test func aHabitOfAtMostNoneIsCreatedCheckedInAndReported() async throws {
    try await TestApp.run { app in
      let habit = try await app.createHabit(Self.quit, day: "2026-11-16")
      let id = try #require(habit["id"].string)
      #expect(habit["measure"]["target"].double == 0)

      let none = try await app.send(
        .put, "/api/v1/habits/\(id)/checkins/2026-11-16?day=2026-11-17",
        json: #"{"state": "done", "value": 0}"#)
      #expect(Self.outcome(none.json, on: "2026-11-16") == "done", "\(none.text)")
      let kept = try #require(none.json["card"]["strength"].double)
      #expect(kept > 0 && kept <= 1)
      let one = try await app.send(
        .put, "/api/v1/habits/\(id)/checkins/2026-11-17?day=2026-11-17",
        json: #"{"state": "done", "value": 1}"#)
      #expect(Self.outcome(one.json, on: "2026-11-17") == "missed", "\(one.text)")
      #expect(one.json["message"].string == "1 cigarettes logged, over the limit of 0")
      let lowered = try #require(one.json["card"]["strength"].double)
      #expect(lowered >= 0 && lowered < kept)
    }
  }
}
