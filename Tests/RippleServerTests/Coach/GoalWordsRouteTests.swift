import Foundation
import HTTPTypes
import Testing

@testable import RippleServer

/// `PUT /api/v1/goals/{id}/words`: private mode's sweep swaps a goal's words for tokens and back,
/// throughout the goal, its linked habit and its reflections, in one write that changes nothing
/// else; bad swaps are refused by field and change nothing.
@Suite struct GoalWordsRouteTests {
  static func body(_ pairs: [(String, String)]) throws -> String {
    let words = pairs.map { ["from": $0.0, "to": $0.1] }
    return String(
      decoding: try JSONSerialization.data(withJSONObject: ["words": words]), as: UTF8.self)
  }

  /// `{"roadmap": roadmap}` as a request's body.
  static func roadmapBody(_ roadmap: JSON) throws -> String {
    func plain(_ json: JSON) -> Any {
      switch json {
      case .null: NSNull()
      case .bool(let flag): flag
      case .number(let number): number == number.rounded() ? Int(number) as Any : number
      case .string(let text): text
      case .array(let items): items.map(plain)
      case .object(let members): members.mapValues(plain)
      }
    }
    let data = try JSONSerialization.data(withJSONObject: ["roadmap": plain(roadmap)])
    return String(decoding: data, as: UTF8.self)
  }

  /// The goal's words the sweep swaps: its text, why, the first stage's title, habit name and action.
  static func words(_ goal: JSON) -> [String] {
    let stage = goal["state"]["roadmaps"][0]["stages"][0]
    return [
      goal["state"]["goal"]["what"].string, goal["state"]["goal"]["why"].string,
      stage["title"].string, stage["habit"]["name"].string, stage["habit"]["action"].string,
    ].compactMap { $0 }
  }

  @Test func swapsEveryWordOfAGoalForTokensAndBack() async throws {
    try await TestApp.run { app in
      let goal = try await GoalRouteTests.createGoal(app)
      let id = try #require(goal["id"].string)
      let reflected = try await app.send(
        .post, "/api/v1/goals/\(id)/reflections?day=2026-11-18",
        json: #"{"worked": "Mornings by the river", "hard": "Rain"}"#)
      #expect(reflected.status == .created, "\(reflected.text)")
      // Each text once (a stage's title is often its habit's name).
      var texts: [String] = []
      for text in Self.words(goal) + ["Mornings by the river"] where !texts.contains(text) {
        texts.append(text)
      }
      let tokens = texts.indices.map { "Private roadmap \(String(format: "%08X", $0 + 0xA0))" }
      let sealed = try await app.send(
        .put, "/api/v1/goals/\(id)/words?day=2026-11-18",
        json: try Self.body(Array(zip(texts, tokens))))
      #expect(sealed.status == .ok, "\(sealed.text)")
      #expect(sealed.json["title"].string == tokens[0])
      let token = Dictionary(uniqueKeysWithValues: zip(texts, tokens))
      #expect(Self.words(sealed.json) == Self.words(goal).map { token[$0] })
      #expect(sealed.json["revision"].int == (goal["revision"].int ?? 0) + 1)
      // The words are gone from every answer: the goal's, its habit's, its reflections'.
      let everything =
        try await app.get("/api/v1/goals/\(id)").text
        + (try await app.get("/api/v1/habits/\(sealed.json["habitId"].string ?? "")").text)
        + (try await app.get("/api/v1/goals/\(id)/reflections").text)
      for text in texts { #expect(!everything.contains(text), "\(text) is still there") }
      let habit = try await app.get("/api/v1/habits/\(sealed.json["habitId"].string ?? "")").json
      #expect(habit["name"].string == token[Self.words(goal)[3]])
      let reflections = try await app.get("/api/v1/goals/\(id)/reflections").json
      #expect(reflections["reflections"][0]["worked"].string == token["Mornings by the river"])
      #expect(reflections["reflections"][0]["hard"].string == "Rain")

      // Back again: the goal's state is what it was, word for word.
      let opened = try await app.send(
        .put, "/api/v1/goals/\(id)/words?day=2026-11-18",
        json: try Self.body(Array(zip(tokens, texts))))
      #expect(opened.status == .ok, "\(opened.text)")
      #expect(opened.json["state"] == goal["state"])
      let back = try await app.get("/api/v1/goals/\(id)/reflections").json
      #expect(back["reflections"][0]["worked"].string == "Mornings by the river")
    }
  }

  @Test func theLongestWordWinsAndWhatWasPutInIsNotSwappedAgain() async throws {
    try await TestApp.run { app in
      let goal = try await GoalRouteTests.createGoal(app)
      let id = try #require(goal["id"].string)
      let swapped = try await app.send(
        .put, "/api/v1/goals/\(id)/words?day=2026-11-18",
        json: try Self.body([("Run", "Walk"), ("Run a 5k", "Swim a mile"), ("Swim", "Fly")]))
      #expect(swapped.status == .ok, "\(swapped.text)")
      #expect(swapped.json["title"].string == "Swim a mile")
    }
  }

  @Test func badSwapsNameTheirFieldAndChangeNothing() async throws {
    try await TestApp.run { app in
      let goal = try await GoalRouteTests.createGoal(app)
      let id = try #require(goal["id"].string)
      let path = "/api/v1/goals/\(id)/words?day=2026-11-18"
      try await app.expectError(
        .put, path, json: #"{"words": []}"#, status: .unprocessableContent,
        code: "validation_failed", field: "words")
      try await app.expectError(
        .put, path, json: try Self.body([("", "x")]), status: .unprocessableContent,
        code: "validation_failed", field: "words[0].from")
      try await app.expectError(
        .put, path, json: try Self.body([("Run", "ok"), ("a", "bell\u{7}")]),
        status: .unprocessableContent, code: "validation_failed", field: "words[1].to")
      try await app.expectError(
        .put, path, json: #"{"words": [{"from": "Run"}]}"#, status: .badRequest,
        code: "bad_request", field: "words.0.to")
      // A stage's title past its limit.
      let title = try #require(goal["state"]["roadmaps"][0]["stages"][0]["title"].string)
      try await app.expectError(
        .put, path, json: try Self.body([(title, String(repeating: "x", count: 150))]),
        status: .unprocessableContent, code: "validation_failed", field: "words")
      let after = try await app.get("/api/v1/goals/\(id)").json
      #expect(after["state"] == goal["state"])
      #expect(after["revision"] == goal["revision"])
      try await app.expectError(
        .put, "/api/v1/goals/nope/words", json: try Self.body([("a", "b")]), status: .notFound,
        code: "not_found")
    }
  }

  @Test func regenerateTakesARoadmapPlannedElsewhere() async throws {
    try await TestApp.run { app in
      let goal = try await GoalRouteTests.createGoal(app)
      let id = try #require(goal["id"].string)
      let preview = try await app.send(
        .post, "/api/v1/goals/preview?day=2026-11-18",
        json: #"{"what": "Run a 5k", "timelineWeeks": 8, "variant": "gentler"}"#)
      #expect(preview.status == .ok, "\(preview.text)")
      var roadmap = preview.json["roadmap"]
      let titles = roadmap["stages"].array.map { $0["title"].string }
      let again = try await app.send(
        .post, "/api/v1/goals/\(id)/regenerate?day=2026-11-18", json: try Self.roadmapBody(roadmap))
      #expect(again.status == .ok, "\(again.text)")
      let stages = again.json["state"]["roadmaps"][0]["stages"].array
      #expect(stages.map { $0["title"].string } == titles)
      #expect(again.json["state"]["roadmaps"][0]["variant"].string == "gentler")
      // A roadmap that breaks a planner rule (one week for an eight-week goal) is refused, and
      // the goal stays as it was.
      if case .object(var members) = roadmap {
        members["stages"] = .array(Array(roadmap["stages"].array.prefix(1)))
        roadmap = .object(members)
      }
      try await app.expectError(
        .post, "/api/v1/goals/\(id)/regenerate?day=2026-11-18",
        json: try Self.roadmapBody(roadmap), status: .unprocessableContent,
        code: "validation_failed", field: "roadmap")
      let after = try await app.get("/api/v1/goals/\(id)").json
      #expect(after["state"]["roadmaps"][0]["stages"].array.map { $0["title"].string } == titles)
    }
  }
}
