import Foundation
import Testing

@testable import RippleServer

/// The planner's numbers over HTTP: the baseline question at check, the baseline reaching the
/// planner, doses and the aim in the preview, alternatives, and every cutting-down goal
/// previewing and accepting (its last stage is "at most 0").
@Suite struct GoalDoseRouteTests {
  /// The cutting-down statements of the engine's target corpus.
  static let cuttingDown = [
    "go from 20 cigarettes a day to none", "cut down from 15 cigarettes to 5",
    "smoke at most 5 cigarettes a day", "quit smoking", "stop smoking for good",
    "give up cigarettes", "cut down smoking to 5 a day", "drink no more than 3 drinks a week",
    "from 14 drinks a week to 7", "quit drinking", "go sober", "no more than 2 beers a night",
    "quit sugar", "cut screen time from 5 hours to 2",
    "less than 2 hours of screen time a day", "stop vaping", "drink less alcohol",
    "cut down on sugar",
  ]

  static func roadmapText(_ preview: JSON, text: String) throws -> String {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    let roadmap = try #require((object as? [String: Any])?["roadmap"])
    return String(decoding: try JSONSerialization.data(withJSONObject: roadmap), as: UTF8.self)
  }

  @Test func theCheckAsksWhereThePersonIsNowWithChoices() async throws {
    try await TestApp.run { app in
      let check = try await app.send(
        .post, "/api/v1/goals/check", json: #"{"what": "Do 20 push-ups in a row"}"#)
      #expect(check.status == .ok)
      let question = check.json["baselineQuestion"]
      #expect(question["question"].string == "How many push-ups can you do in a row today?")
      #expect(question["unit"].string == "push-ups")
      #expect(
        question["choices"].array.map { $0["label"].string ?? "" } == [
          "None yet", "1–5", "6–15", "16 or more",
        ])
      #expect(question["defaultAmount"].double == 0)
      #expect(check.json["target"]["amount"].double == 20)
      #expect(check.json["target"]["unit"].string == "push-ups")
    }
  }

  @Test func theBaselineReachesThePlannerAndThePreviewCarriesDosesAndTheAim() async throws {
    try await TestApp.run { app in
      let beginner = try await app.send(
        .post, "/api/v1/goals/preview", json: #"{"what": "Run a 5k", "timelineWeeks": 8}"#)
      let runner = try await app.send(
        .post, "/api/v1/goals/preview",
        json: #"{"what": "Run a 5k", "timelineWeeks": 8, "baseline": 30}"#)
      #expect(runner.status == .ok, "\(runner.text)")
      let first = runner.json["roadmap"]["stages"][0]
      #expect(first["dose"]["amount"].double == 30)
      #expect(first["dose"]["unit"].string == "minutes without stopping")
      #expect(first["dose"]["daysPerWeek"].int == 3)
      #expect(first["habit"]["measure"]["target"].double == 30)
      // From zero, Couch to 5K's first week: runs of 1 minute with walks between.
      #expect(beginner.json["roadmap"]["stages"][0]["dose"]["amount"].double == 1)
      let roadmap = runner.json["roadmap"]
      // 5 km read as Couch to 5K's 30 minutes of running without stopping.
      #expect(
        roadmap["target"]["amount"].double == 30
          && roadmap["target"]["unit"].string == "minutes without stopping")
      #expect(roadmap["baseline"]["amount"].double == 30)
      #expect(roadmap["finish"]["amount"].double == 30 && roadmap["reachesTarget"].bool == true)
      #expect(beginner.json["roadmap"]["reachesTarget"].bool == false)
      #expect(beginner.json["roadmap"]["advice"].string?.contains("8 weeks gets you to") == true)
      #expect(beginner.json["roadmap"]["suggestedWeeks"].int == 9)
      #expect(beginner.json["roadmap"]["weeks"].int == 8)
      try await app.expectError(
        .post, "/api/v1/goals/preview", json: #"{"what": "Run a 5k", "baseline": -1}"#,
        status: .unprocessableContent, code: "validation_failed", field: "baseline")
      #expect(try await app.store.goals(for: .local).isEmpty)
    }
  }

  @Test func tryingADifferentRoadmapGivesALabelledAlternative() async throws {
    try await TestApp.run { app in
      let draft = #""what": "meditate 20 minutes a day", "timelineWeeks": 10"#
      let standard = try await app.send(.post, "/api/v1/goals/preview", json: "{\(draft)}")
      #expect(standard.json["variant"].string == "standard")
      let next = try #require(standard.json["nextVariant"].string)
      let other = try await app.send(
        .post, "/api/v1/goals/preview", json: #"{\#(draft), "variant": "\#(next)"}"#)
      #expect(other.status == .ok, "\(other.text)")
      #expect(other.json["variantLabel"].string == "Gentler ramp: smaller weekly steps")
      let doses = { (reply: Reply) in
        reply.json["roadmap"]["stages"].array.map { $0["dose"]["amount"].double ?? -1 }
      }
      #expect(doses(other) != doses(standard))
      try await app.expectError(
        .post, "/api/v1/goals/preview", json: #"{\#(draft), "variant": "wild"}"#,
        status: .unprocessableContent, code: "validation_failed", field: "variant")
    }
  }

  @Test(arguments: cuttingDown)
  func everyCuttingDownGoalPreviewsAndAccepts(_ what: String) async throws {
    try await TestApp.run { app in
      let draft = #"{"what": "\#(what)", "timelineWeeks": 8}"#
      let preview = try await app.send(.post, "/api/v1/goals/preview", json: draft)
      #expect(preview.status == .ok, "\(what): \(preview.text)")
      let roadmap = try Self.roadmapText(preview.json, text: preview.text)
      let accepted = try await app.send(
        .post, "/api/v1/goals", json: #"{"what": "\#(what)", "roadmap": \#(roadmap)}"#)
      #expect(accepted.status == .created, "\(what): \(accepted.text)")
      let stages = accepted.json["state"]["roadmaps"][0]["stages"].array
      let domain = preview.json["roadmap"]["domain"].string ?? ""
      if ["smoking", "alcohol", "sugar", "screen_time"].contains(domain) {
        #expect(stages.last?["habit"]["measure"]["targetKind"].string == "at_most", "\(what)")
      }
    }
  }

  @Test func quittingSmokingEndsOnASmokeFreeDay() async throws {
    try await TestApp.run { app in
      let quit = try await app.send(
        .post, "/api/v1/goals", json: #"{"what": "quit smoking", "timelineWeeks": 8}"#)
      #expect(quit.status == .created, "\(quit.text)")
      let last = try #require(quit.json["state"]["roadmaps"][0]["stages"].array.last)
      #expect(quit.json["state"]["roadmaps"][0]["weeks"].int == 8)
      #expect(last["habit"]["measure"]["target"].double == 0)
      #expect(last["habit"]["name"].string == "Smoke-free day")
    }
  }
}
