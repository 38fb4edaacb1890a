import Foundation
import HTTPTypes
import RippleCore
import Testing

@testable import RippleServer

/// The week's rules over HTTP: the vacation that ends by itself, moves made from the revision
/// the person saw, advancing only after a week that was not short, previews of the plan changes,
/// and the coach's word on each Yes, No and Skip. "Today" is pinned with `?day=`; the goal
/// starts on Monday 2026-11-16 (weeks start on Monday).
@Suite struct GoalWeekRulesRouteTests {
  /// A goal started on Monday 2026-11-16, its id and its habit's id.
  static func goal(_ app: TestApp) async throws -> (id: String, habit: String) {
    let goal = try await GoalRouteTests.createGoal(app, day: "2026-11-16")
    return (try #require(goal["id"].string), try #require(goal["habitId"].string))
  }

  /// Marks the first week (16–22 November) met: every day done.
  static func meetFirstWeek(_ app: TestApp, habit: String) async throws {
    for day in 16...22 {
      try await app.checkIn(habit, on: "2026-11-\(day)", today: "2026-11-22")
    }
  }

  @Test func aVacationEndsOnItsResumeDayAndTheDaysAwayAreSkipped() async throws {
    try await TestApp.run { app in
      let (id, habit) = try await Self.goal(app)
      try await app.checkIn(habit, on: "2026-11-16", today: "2026-11-16")
      let paused = try await app.send(
        .post, "/api/v1/goals/\(id)/moves?day=2026-11-17",
        json:
          #"{"move": "pause", "pauseMode": "vacation", "resumeDay": "2026-11-20", "revision": 1}"#)
      #expect(paused.json["goal"]["status"].string == "paused", "\(paused.text)")
      try await app.checkIn(habit, on: "2026-11-18", today: "2026-11-18")

      // Nothing is read before the resume day has passed.
      let back = try await app.get("/api/v1/goals/\(id)?day=2026-11-21")

      #expect(back.json["status"].string == "active", "\(back.text)")
      let skipped = try await app.store.checkIns(for: .local, habit: HabitID(habit), in: nil)
        .filter { $0.state == .skipped }.map(\.day.text)
      #expect(skipped == ["2026-11-17", "2026-11-19"])
      let listed = try await app.get("/api/v1/goals?day=2026-11-21").json["goals"]
      #expect(listed[0]["status"].string == "active")
      // The resume counts from the resume day, so the week it begins is the stage's.
      let week = try await app.get("/api/v1/goals/\(id)/week?day=2026-11-21").json
      #expect(week["days"][4]["state"].string != "paused")
    }
  }

  @Test func aMoveFromAStaleRevisionIsRefusedSoADoubleTapAdvancesOnce() async throws {
    try await TestApp.run { app in
      let (id, habit) = try await Self.goal(app)
      try await Self.meetFirstWeek(app, habit: habit)
      let body = #"{"move": "advance", "revision": 1}"#

      let first = try await app.send(.post, "/api/v1/goals/\(id)/moves?day=2026-11-23", json: body)
      #expect(first.json["goal"]["currentIndex"].int == 1, "\(first.text)")

      try await app.expectError(
        .post, "/api/v1/goals/\(id)/moves?day=2026-11-23", json: body, status: .conflict,
        code: "conflict", field: "revision")
      #expect(try await app.get("/api/v1/goals/\(id)").json["currentIndex"].int == 1)
      try await app.expectError(
        .post, "/api/v1/goals/\(id)/moves?day=2026-11-23", json: #"{"move": "advance"}"#,
        status: .badRequest, code: "bad_request", field: "revision")
    }
  }

  @Test func advancingAfterAWeekNotMetIsRefused() async throws {
    try await TestApp.run { app in
      let (id, habit) = try await Self.goal(app)
      try await app.checkIn(habit, on: "2026-11-16", today: "2026-11-16")

      try await app.expectError(
        .post, "/api/v1/goals/\(id)/moves?day=2026-11-23",
        json: #"{"move": "advance", "revision": 1}"#, status: .conflict, code: "conflict",
        field: "move")

      let repeated = try await app.send(
        .post, "/api/v1/goals/\(id)/moves?day=2026-11-23",
        json: #"{"move": "repeat_stage", "revision": 1}"#)
      #expect(repeated.status == .ok, "\(repeated.text)")
    }
  }

  @Test(arguments: [
    ("simplify", "&simplification=fewer_days", #", "simplification": "fewer_days""#),
    ("extend", "", ""), ("recalibrate", "", ""),
  ])
  func aPlanChangeIsPreviewedAndAcceptingMakesThePreviewedRoadmap(
    move: String, query: String, body: String
  ) async throws {
    try await TestApp.run { app in
      let (id, habit) = try await Self.goal(app)
      try await app.checkIn(habit, on: "2026-11-16", today: "2026-11-16")

      let preview = try await app.get(
        "/api/v1/goals/\(id)/moves/preview?move=\(move)\(query)&day=2026-11-23")
      #expect(preview.status == .ok, "\(preview.text)")
      #expect(!preview.json["changes"].array.isEmpty)
      let revision = try #require(preview.json["revision"].int)
      #expect(try await app.get("/api/v1/goals/\(id)").json["revision"].int == revision)

      let made = try await app.send(
        .post, "/api/v1/goals/\(id)/moves?day=2026-11-23",
        json: #"{"move": "\#(move)", "revision": \#(revision)\#(body)}"#)

      #expect(made.status == .ok, "\(made.text)")
      let roadmaps = made.json["goal"]["state"]["roadmaps"].array
      let names = { (stages: JSON) in stages.array.map { $0["habit"]["name"].string ?? "" } }
      #expect(
        names(roadmaps[roadmaps.count - 1]["stages"]) == names(preview.json["proposed"]["stages"]))
      #expect(roadmaps.count == 2)
    }
  }

  @Test func aPreviewIsOnlyForPlanChanges() async throws {
    try await TestApp.run { app in
      let (id, _) = try await Self.goal(app)
      try await app.expectError(
        .get, "/api/v1/goals/\(id)/moves/preview?move=advance&day=2026-11-23",
        status: .unprocessableContent, code: "validation_failed", field: "move")
    }
  }

  @Test func everyEndOfWeekOptionIsAMoveTheEndpointTakes() throws {
    let goal = Goal(
      id: GoalID("g"), what: "Run a 5k", habitID: HabitID("h"),
      startDay: try Day(parsing: "2026-11-16"))
    let state = CoachState(
      goal: goal, roadmap: BuiltInPlanner().roadmap(for: goal, today: goal.startDay))
    for option in MoveOption.allCases {
      let input = GoalMoveInput(move: option.rawValue, revision: 1)
      #expect(
        throws: Never.self, "\(option)",
        performing: {
          _ = try input.coachMove(today: goal.startDay, state: state, firstWeekday: .monday)
        })
      #expect(GoalMoveInput.moves.contains(option.rawValue))
    }
  }

  @Test func theCoachAnswersEachYesNoAndSkipOnItsHabitOnly() async throws {
    try await TestApp.run { app in
      let (_, habit) = try await Self.goal(app)
      let other = try await app.createHabit(named: "Read", day: "2026-11-16")
      for (state, situation) in [
        ("done", "logged_yes"), ("missed", "logged_no"), ("skipped", "logged_skip"),
      ] {
        let answer = try await app.checkIn(
          habit, on: "2026-11-17", today: "2026-11-17", state: state)
        #expect(answer["coachMessage"]["situation"].string == situation)
        let text = try #require(answer["coachMessage"]["text"].string)
        #expect(CoachMessages.library(CoachSituation(rawValue: situation)!).contains(text))
      }
      let plain = try await app.checkIn(other, on: "2026-11-17", today: "2026-11-17")
      #expect(plain["coachMessage"] == .null)
    }
  }
}
