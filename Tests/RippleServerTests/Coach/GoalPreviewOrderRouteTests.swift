import Foundation
import HTTPTypes
import RippleCore
import Testing

@testable import RippleServer

/// `POST /goals/preview/order`: a previewed roadmap with a stage moved within its phase, where
/// the planner allows it (stages of equal dose and their own activities trade places; a
/// settling-in week stays after its step); a refused order is a 422 on `to` saying why, and
/// nothing is stored.
@Suite struct GoalPreviewOrderRouteTests {
  /// The weeks (1-based) of the first two neighbours of one phase that ask the same, and of the
  /// first two of one phase that do not.
  static func pairs(_ stages: [JSON]) -> (same: Int?, differ: Int?) {
    var same: Int?
    var differ: Int?
    for index in stages.indices.dropLast() {
      let (a, b) = (stages[index], stages[index + 1])
      guard a["phase"] == b["phase"] else { continue }
      let equal =
        a["dose"] == b["dose"] && a["level"] == b["level"] && a["criterion"] == b["criterion"]
      if equal, same == nil { same = index + 1 }
      if !equal, differ == nil { differ = index + 1 }
    }
    return (same, differ)
  }

  /// `roadmap` (JSON text) with week `week`'s stage made its own activity, not a settling-in
  /// week: what a model planner's two weeks of one dose look like.
  static func ownActivity(_ roadmap: String, week: Int) throws -> String {
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(roadmap.utf8)) as? [String: Any])
    var stages = try #require(object["stages"] as? [[String: Any]])
    stages[week - 1]["consolidation"] = false
    stages[week - 1]["title"] = "Cycle instead"
    object["stages"] = stages
    return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
  }

  @Test func stagesOfEqualDoseTradePlacesAndOthersKeepTheirOrder() async throws {
    try await TestApp.run { app in
      let draft = #"{"what": "Run 5 km comfortably", "timelineWeeks": 12}"#
      let preview = try await app.send(.post, "/api/v1/goals/preview", json: draft)
      let roadmap = try GoalDoseRouteTests.roadmapText(preview.json, text: preview.text)
      let stages = preview.json["roadmap"]["stages"].array
      let (same, differ) = Self.pairs(stages)
      let week = try #require(same)
      #expect(stages[week]["consolidation"].bool == true)
      try await app.expectError(
        .post, "/api/v1/goals/preview/order",
        json: #"{"roadmap": \#(roadmap), "week": \#(week + 1), "to": \#(week)}"#,
        status: .unprocessableContent, code: "validation_failed", field: "to",
        message: "A settling-in week comes after the step it settles in")

      let ownActivity = try Self.ownActivity(roadmap, week: week + 1)
      let moved = try await app.send(
        .post, "/api/v1/goals/preview/order",
        json: #"{"roadmap": \#(ownActivity), "week": \#(week + 1), "to": \#(week)}"#)
      #expect(moved.status == .ok, "\(moved.text)")
      let after = moved.json["roadmap"]["stages"].array
      #expect(after[week - 1]["title"] == "Cycle instead")
      #expect(after[week]["title"] == stages[week - 1]["title"])
      #expect(after.map { $0["week"].int } == stages.indices.map { $0 + 1 })
      #expect(after.map { $0["edited"].bool } == after.indices.map { Optional($0 == week - 1) })

      let lighter = try #require(differ)
      try await app.expectError(
        .post, "/api/v1/goals/preview/order",
        json: #"{"roadmap": \#(roadmap), "week": \#(lighter + 1), "to": \#(lighter)}"#,
        status: .unprocessableContent, code: "validation_failed", field: "to",
        message: "Each week asks at least as much as the one before, so this one keeps its place")
      let last = stages.count
      try await app.expectError(
        .post, "/api/v1/goals/preview/order",
        json: #"{"roadmap": \#(roadmap), "week": \#(last), "to": 1}"#,
        status: .unprocessableContent, code: "validation_failed", field: "to",
        message: "A stage stays within its phase")
      try await app.expectError(
        .post, "/api/v1/goals/preview/order",
        json: #"{"roadmap": \#(roadmap), "week": 1, "to": 40}"#,
        status: .unprocessableContent, code: "validation_failed", field: "to")
      try await app.expectError(
        .post, "/api/v1/goals/preview/order",
        json: #"{"roadmap": \#(roadmap), "week": 40, "to": 1}"#,
        status: .unprocessableContent, code: "validation_failed", field: "week")
      #expect(try await app.store.goals(for: .local).isEmpty)
    }
  }
}
