import Foundation
import HTTPTypes
import RippleTestSupport
import Testing

/// `GET /api/v1/search`, `GET /api/v1/habits/{id}/notes`, and `category=` on the history matrix
/// and statistics (run on SQLite, and on PostgreSQL with RIPPLE_TEST_STORE=postgres).
@Suite struct SearchRouteTests {
  static let today = "2026-11-20"

  func note(
    _ app: TestApp, _ habit: String, _ day: String, _ text: String, mood: String? = nil
  )
    async throws
  {
    let moodJSON = mood.map { #", "mood": "\#($0)""# } ?? ""
    let reply = try await app.send(
      .put, "/api/v1/habits/\(habit)/checkins/\(day)?day=\(Self.today)",
      json: #"{"state": "done", "note": "\#(text)"\#(moodJSON)}"#)
    #expect(reply.status == .ok, "\(reply.text)")
  }

  /// The texts a JSON array's `key` members hold, with each mark's stretch in brackets.
  func marked(_ items: JSON, _ key: String, _ marks: String) -> [String] {
    items.array.map { item in
      let units = Array((item[key].string ?? "").utf16)
      var text = ""
      var at = 0
      for mark in item[marks].array {
        let start = mark["start"].int ?? 0
        let end = mark["end"].int ?? 0
        text +=
          String(decoding: units[at..<start], as: UTF16.self) + "["
          + String(decoding: units[start..<end], as: UTF16.self) + "]"
        at = end
      }
      return text + String(decoding: units[at...], as: UTF16.self)
    }
  }

  @Test func findsHabitsCategoriesAndNotesGroupedAndMarked() async throws {
    try await TestApp.run { app in
      let category = try await app.send(
        .post, "/api/v1/categories", json: #"{"name": "Café culture"}"#)
      #expect(category.status == .created, "\(category.text)")
      let run = try await app.createHabit(named: "Morning run", day: "2026-11-01")
      let read = try await app.createHabit(
        #"{"name": "Read", "description": "Twenty pages at the cafe"}"#, day: "2026-11-01")
      let readID = try #require(read["id"].string)
      try await note(app, run, "2026-11-18", "🏃 Café au lait after", mood: "great")
      try await note(app, readID, "2026-11-19", "Rain, no cafés today")
      try await note(app, run, "2026-11-19", "Nothing to find here")

      let found = try await app.get("/api/v1/search?q=CAF%C3%89")
      #expect(found.status == .ok, "\(found.text)")
      #expect(found.json["query"].string == "CAFÉ")
      #expect(found.json["words"].array.compactMap(\.string) == ["cafe"])
      #expect(
        marked(found.json["habits"], "description", "descriptionMarks") == [
          "Twenty pages at the [cafe]"
        ])
      #expect(marked(found.json["categories"], "name", "nameMarks") == ["[Café] culture"])
      #expect(
        marked(found.json["notes"], "note", "marks") == [
          "Rain, no [café]s today", "🏃 [Café] au lait after",
        ])
      #expect(found.json["notes"][1]["mood"].string == "great")
      #expect(found.json["notes"][1]["habitName"].string == "Morning run")
      #expect(found.json["notes"][0]["day"].string == "2026-11-19")
      #expect(found.json["truncated"].bool == false)

      let narrowed = try await app.get("/api/v1/search?q=cafe%20rain")
      #expect(narrowed.json["notes"].array.count == 1)
      #expect(narrowed.json["habits"].array.isEmpty == true)
      let limited = try await app.get("/api/v1/search?q=cafe&limit=1")
      #expect(limited.json["notes"].array.count == 1)
      #expect(limited.json["truncated"].bool == true)
    }
  }

  @Test func badQueriesAreRefusedNamingTheFieldAndChangeNothing() async throws {
    try await TestApp.run { app in
      let read = try await app.createHabit(named: "Read", day: "2026-11-01")
      try await note(app, read, "2026-11-19", "A note")
      for q in ["", "%20%20", "%22%2A%22", "%00", "--%20%26%26"] {
        try await app.expectError(
          .get, "/api/v1/search?q=\(q)", status: .badRequest, code: "bad_request", field: "q")
      }
      try await app.expectError(
        .get, "/api/v1/search", status: .badRequest, code: "bad_request", field: "q")
      let long = String(repeating: "a", count: 10_000)
      try await app.expectError(
        .get, "/api/v1/search?q=\(long)", status: .badRequest, code: "bad_request", field: "q",
        message: "A search is at most 200 characters")
      for limit in ["0", "101", "x", "-1"] {
        try await app.expectError(
          .get, "/api/v1/search?q=note&limit=\(limit)", status: .badRequest, code: "bad_request",
          field: "limit")
      }
      for q in ["note%20OR%20x", "NEAR(note)", "note%3A*", "%27note%27%3A*", "note%5C"] {
        let reply = try await app.get("/api/v1/search?q=\(q)")
        #expect(reply.status == .ok, "\(q): \(reply.text)")
      }
    }
  }

  @Test func aHabitsNotesByWordsAndMood() async throws {
    try await TestApp.run { app in
      let run = try await app.createHabit(named: "Run", day: "2026-11-01")
      try await note(app, run, "2026-11-17", "Rain", mood: "bad")
      try await note(app, run, "2026-11-18", "Sun", mood: "good")
      try await note(app, run, "2026-11-19", "Sun and rain", mood: "good")
      try await app.checkIn(run, on: "2026-11-20")

      let all = try await app.get("/api/v1/habits/\(run)/notes")
      #expect(all.status == .ok, "\(all.text)")
      #expect(
        all.json["notes"].array.compactMap { $0["day"].string } == [
          "2026-11-19", "2026-11-18", "2026-11-17",
        ])
      #expect(all.json["moods"].array.compactMap { $0["mood"].string } == ["good", "bad"])
      let good = try await app.get("/api/v1/habits/\(run)/notes?mood=good&q=rain")
      #expect(marked(good.json["notes"], "note", "marks") == ["Sun and [rain]"])
      try await app.expectError(
        .get, "/api/v1/habits/\(run)/notes?mood=sad", status: .badRequest, code: "bad_request",
        field: "mood")
      try await app.expectError(
        .get, "/api/v1/habits/nope/notes", status: .notFound, code: "not_found")
    }
  }

  @Test func historyAndStatisticsNarrowToACategory() async throws {
    try await TestApp.run { app in
      let category = try await app.send(.post, "/api/v1/categories", json: #"{"name": "Health"}"#)
      let health = try #require(category.json["id"].string)
      try await app.createHabit(
        #"{"name": "Run", "categoryId": "\#(health)"}"#, day: "2026-11-01")
      try await app.createHabit(named: "Read", day: "2026-11-01")

      func names(_ uri: String) async throws -> [String] {
        let reply = try await app.get(uri)
        #expect(reply.status == .ok, "\(uri): \(reply.text)")
        return reply.json["habits"].array.compactMap {
          $0["habit"]["name"].string ?? $0["name"].string
        }
      }
      let day = "day=\(Self.today)"
      #expect(try await names("/api/v1/history?\(day)&category=\(health)") == ["Run"])
      #expect(try await names("/api/v1/history?\(day)&category=none") == ["Read"])
      #expect(try await names("/api/v1/history?\(day)").sorted() == ["Read", "Run"])
      #expect(try await names("/api/v1/stats?\(day)&category=\(health)") == ["Run"])
      for uri in ["/api/v1/history", "/api/v1/stats", "/api/v1/insights"] {
        try await app.expectError(
          .get, "\(uri)?\(day)&category=unknown", status: .notFound, code: "not_found")
      }
    }
  }
}
