import Foundation
import HTTPTypes
import RippleCore
import Testing

@testable import RippleServer

/// One count and one ask for a goal's week in every answer that shows it: the week view, the
/// goal's habit card on Today and the card a check-in answers with. The goal ("Run a 5k", 3 of 7
/// days) begins on Sunday 2026-11-22, the last day of its first week (weeks start on Monday), so
/// that week asks one day.
@Suite struct GoalWeekOneCountRouteTests {
  static let sunday = "2026-11-22"

  static func goal(_ app: TestApp) async throws -> (id: String, habit: String, target: Double) {
    let goal = try await GoalRouteTests.createGoal(app, day: sunday)
    let target = try #require(goal["currentStage"]["habit"]["measure"]["target"].double)
    return (try #require(goal["id"].string), try #require(goal["habitId"].string), target)
  }

  static func card(_ today: JSON, habit: String) -> JSON? {
    today["sections"].array.flatMap { $0["cards"].array }.first {
      $0["habit"]["id"].string == habit
    }
  }

  @Test func theWeekAndTheCardAskTheSameDaysAndAYesRecordsTheStagesAmount() async throws {
    try await TestApp.run { app in
      let (id, habit, target) = try await Self.goal(app)
      let week = try await app.get("/api/v1/goals/\(id)/week?day=\(Self.sunday)")
      #expect(week.status == .ok, "\(week.text)")
      #expect(week.json["required"].int == 1 && week.json["criterion"].int == 3)
      #expect(
        week.json["askText"].string
          == "Complete 1 day this week to advance (3 of 7 in a full week)")
      #expect(week.json["yesValues"][Self.sunday].double == target)
      #expect(week.json["yesValues"]["2026-11-21"].double == nil)  // before the goal began
      #expect(week.json["message"]["situation"].string == "week_open")

      let today = try await app.get("/api/v1/today?day=\(Self.sunday)")
      let card = try #require(Self.card(today.json, habit: habit))
      #expect(card["week"]["target"].int == 1 && card["week"]["done"].int == 0)
      #expect(card["week"]["text"].string == "0 / 1")

      let yes = try await app.send(
        .put, "/api/v1/habits/\(habit)/checkins/\(Self.sunday)?day=\(Self.sunday)",
        json: #"{"state": "done", "value": \#(target)}"#)
      #expect(yes.status == .ok, "\(yes.text)")
      #expect(yes.json["card"]["week"]["text"].string == "1 / 1")
      #expect(yes.json["card"]["week"]["onTrack"].bool == true)
      #expect(yes.json["card"]["today"]["targetMet"].bool == true)
      #expect(yes.json["coachMessage"]["situation"].string == "logged_yes")
      let after = try await app.get("/api/v1/goals/\(id)/week?day=\(Self.sunday)")
      #expect(after.json["progressText"].string == "1 of 1 day: the week's criterion is met")
    }
  }

  @Test func aFullWeekAsksTheCriterionAndAnOrdinaryHabitIsLeftAlone() async throws {
    try await TestApp.run { app in
      let goal = try await GoalRouteTests.createGoal(app, day: "2026-11-16")
      let id = try #require(goal["id"].string)
      let week = try await app.get("/api/v1/goals/\(id)/week?day=2026-11-18")
      #expect(week.json["askText"].string == "Complete 3 of 7 days to advance")
      let plain = try await app.createHabit(
        #"{"name": "Stretch", "schedule": {"kind": "times_per_week", "times": 3}}"#,
        day: Self.sunday)
      let today = try await app.get("/api/v1/today?day=\(Self.sunday)")
      let plainID = try #require(plain["id"].string)
      let card = try #require(Self.card(today.json, habit: plainID))
      #expect(card["week"]["target"].int == 3)
    }
  }

  @Test func aPreviewEditInOwnWordsDropsThePlannedDoseAndSaysWhyDaysAreKept() async throws {
    try await TestApp.run { app in
      let preview = try await app.send(
        .post, "/api/v1/goals/preview", json: #"{"what": "Run a 5k", "timelineWeeks": 8}"#)
      let stages = preview.json["roadmap"]["stages"].array
      let week = try #require(
        stages.dropFirst(2).first { $0["consolidation"].bool == false }?["week"].int)
      let roadmap = try GoalDoseRouteTests.roadmapText(preview.json, text: preview.text)
      let edits =
        #"[{"week": \#(week), "action": "Walk 15 minutes after lunch", "criterion": 4}]"#
      let edited = try await app.send(
        .post, "/api/v1/goals/preview/edits",
        json: #"{"roadmap": \#(roadmap), "edits": \#(edits)}"#)
      #expect(edited.status == .ok, "\(edited.text)")
      #expect(edited.json["dropped"].array.compactMap(\.int) == [week])
      #expect(
        edited.json["notes"][0]["text"].string
          == "Week \(week) keeps 3 of 7 days. This stage can ask 1 to 3 days of 7, so each week "
          + "still builds on the one before.")
      let stage = edited.json["roadmap"]["stages"][week - 1]
      #expect(stage["ownAction"].bool == true && stage["criterion"].int == 3)
      #expect(stage["habit"]["measure"]["kind"].string == "boolean")
      #expect(stage["tips"].array.compactMap(\.string) == StageEdits.ownActionTips)

      // Accepting the edited preview keeps the stage as the person made it.
      let mine = try GoalDoseRouteTests.roadmapText(edited.json, text: edited.text)
      let accepted = try await app.send(
        .post, "/api/v1/goals?day=2026-11-18",
        json: #"{"what": "Run a 5k", "timelineWeeks": 8, "roadmap": \#(mine)}"#)
      #expect(accepted.status == .created, "\(accepted.text)")
      #expect(accepted.json["state"]["roadmaps"][0]["stages"][week - 1]["ownAction"].bool == true)
    }
  }

  @Test func anUpcomingStageRefusesDaysThePlanCannotTakeSayingWhichFit() async throws {
    try await TestApp.run { app in
      let goal = try await GoalRouteTests.createGoal(app)
      let id = try #require(goal["id"].string)
      let stages = goal["state"]["roadmaps"][0]["stages"].array
      let week = try #require(
        stages.dropFirst(2).first { $0["consolidation"].bool == false }?["week"].int)
      try await app.expectError(
        .patch, "/api/v1/goals/\(id)/stages/\(week)", json: #"{"criterion": 4}"#,
        status: .unprocessableContent, code: "validation_failed", field: "criterion",
        message: "This stage can ask 1 to 3 days of 7, so each week still builds on the one before."
      )
      let mine = try await app.send(
        .patch, "/api/v1/goals/\(id)/stages/\(week)",
        json: #"{"action": "Walk 15 minutes after lunch", "criterion": 2}"#)
      #expect(mine.status == .ok, "\(mine.text)")
      let stage = mine.json["state"]["roadmaps"][0]["stages"][week - 1]
      #expect(stage["criterion"].int == 2 && stage["ownAction"].bool == true)
      #expect(stage["title"].string == "Walk 15 minutes after lunch")
    }
  }
}
