import Foundation
import HTTPTypes
import NIOCore
import RippleTestSupport
import Testing

/// Health data, read-only: linking habits to measures, and an export's days becoming
/// check-ins, never over a day the person logged. The fixtures are Apple's and Google's
/// published shapes (Tests/Fixtures/health/make-fixtures.py).
@Suite struct HealthRouteTests {
  static let today = "2024-03-05"
  static let now = TestClock.millis("2024-03-05T09:00:00Z")

  static func fixture(_ name: String) throws -> ByteBuffer {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/health/\(name)")
    return ByteBuffer(data: try Data(contentsOf: url))
  }

  static func link(_ app: TestApp, _ habit: String, _ json: String) async throws -> Reply {
    try await app.send(.put, "/api/v1/habits/\(habit)/health?day=\(today)", json: json)
  }

  static func importing(_ app: TestApp, _ name: String) async throws -> Reply {
    try await app.send(.post, "/api/v1/health/import?day=\(today)", body: try fixture(name))
  }

  @Test func linksAreCheckedByField() async throws {
    try await TestApp.run(now: Self.now) { app in
      let floss = try await app.createHabit(named: "Floss", day: "2024-02-20")
      let refused: [(String, String)] = [
        (#"{"measure": "steps", "threshold": 0}"#, "threshold"),
        (#"{"measure": "steps", "threshold": 250000}"#, "threshold"),
        (#"{"measure": "heartRate", "threshold": 60}"#, "measure"),
        (#"{"measure": "steps", "threshold": 8000, "workoutType": "running"}"#, "workoutType"),
        (#"{"measure": "workoutMinutes", "threshold": 30, "workoutType": "chess"}"#, "workoutType"),
      ]
      for (body, field) in refused {
        let reply = try await Self.link(app, floss, body)
        #expect(reply.status == .unprocessableContent, "\(body): \(reply.text)")
        #expect(reply.json["error"]["field"].string == field, "\(body): \(reply.text)")
      }
      #expect(
        try await Self.link(app, "nope", #"{"measure": "steps", "threshold": 1}"#).status
          == .notFound)
      let linked = try await Self.link(app, floss, #"{"measure": "steps", "threshold": 8000}"#)
      #expect(linked.status == .ok, "\(linked.text)")
      #expect(linked.json["sentence"].string == "Steps ≥ 8,000")
      let list = try await app.get("/api/v1/health")
      #expect(list.json["links"].array.map(\.["habitName"].string) == ["Floss"])
      #expect(list.json["measures"].array.count == 6)
      #expect(try await app.send(.delete, "/api/v1/habits/\(floss)/health").status == .noContent)
      #expect(try await app.send(.delete, "/api/v1/habits/\(floss)/health").status == .notFound)
      #expect(try await app.get("/api/v1/health").json["links"].array.isEmpty)
    }
  }

  /// Days the rules held become check-ins marked as from Apple Health; a day the person logged
  /// stays theirs; a second import of the same file adds nothing.
  @Test func anAppleExportAddsTheDaysTheRulesHeld() async throws {
    try await TestApp.run(now: Self.now) { app in
      #expect(try await Self.importing(app, "apple-export.zip").status == .unprocessableContent)
      let floss = try await app.createHabit(named: "Walk", day: "2024-02-20")
      let run = try #require(
        try await app.createHabit(
          #"{"name": "Run", "measure": {"kind": "numeric", "target": 30, "unit": "min", "targetKind": "at_least"}}"#,
          day: "2024-02-20")["id"].string)
      _ = try await Self.link(app, floss, #"{"measure": "steps", "threshold": 5000}"#)
      _ = try await Self.link(
        app, run, #"{"measure": "workoutMinutes", "threshold": 30, "workoutType": "running"}"#)
      try await app.checkIn(floss, on: "2024-03-02", today: Self.today, state: "skipped")

      let imported = try await Self.importing(app, "apple-export.zip")
      #expect(imported.status == .ok, "\(imported.text)")
      #expect(imported.json["source"].string == "Apple Health")
      #expect(imported.json["added"] == 2, "\(imported.text)")
      #expect(imported.json["habits"].array.map(\.["added"].int) == [1, 1])
      let checkIns = try await app.store.checkIns(for: .local, habit: nil, in: nil)
        .map {
          "\($0.habitID.rawValue) \($0.day) \($0.state.rawValue) \($0.value ?? 0) \($0.note ?? "")"
        }
      #expect(
        checkIns.sorted()
          == [
            "\(floss) 2024-03-01 done 0.0 From Apple Health: 5,500 steps",
            "\(floss) 2024-03-02 skipped 0.0 ",
            "\(run) 2024-03-01 done 30.5 From Apple Health: 30.5 min running",
          ].sorted())

      let again = try await Self.importing(app, "apple-export.zip")
      #expect(again.json["added"] == 0, "\(again.text)")
      let links = try await app.get("/api/v1/health").json["links"].array
      #expect(links.map(\.["imported"].int) == [1, 1])
    }
  }

  @Test func aTakeoutFromGoogleFitImportsToo() async throws {
    try await TestApp.run(now: Self.now) { app in
      let walk = try await app.createHabit(named: "Walk", day: "2024-02-20")
      _ = try await Self.link(app, walk, #"{"measure": "steps", "threshold": 1}"#)
      let imported = try await Self.importing(app, "google-takeout.zip")
      #expect(imported.status == .ok, "\(imported.text)")
      #expect(imported.json["source"].string == "Google Fit")
      #expect((imported.json["added"].int ?? 0) > 0, "\(imported.text)")
    }
  }

  /// A hostile or foreign file is refused with a sentence and changes nothing.
  @Test func hostileFilesAreRefusedAndChangeNothing() async throws {
    try await TestApp.run(now: Self.now) { app in
      let walk = try await app.createHabit(named: "Walk", day: "2024-02-20")
      _ = try await Self.link(app, walk, #"{"measure": "steps", "threshold": 1}"#)
      for name in [
        "endless-element.zip", "zip-bomb.zip", "zip-bomb-lying-size.zip",
        "truncated.zip", "nothing-inside.zip", "not-health.xml", "not-an-export.pdf",
      ] {
        let reply = try await Self.importing(app, name)
        #expect(reply.status == .unprocessableContent, "\(name): \(reply.text)")
        #expect(reply.json["error"]["field"].string == "body", "\(name)")
        #expect((reply.json["error"]["message"].string ?? "").count > 10, "\(name): \(reply.text)")
      }
      #expect(try await app.store.checkIns(for: .local, habit: nil, in: nil).isEmpty)
      let empty = try await app.send(
        .post, "/api/v1/health/import?day=\(Self.today)", body: ByteBuffer())
      #expect(empty.status.code / 100 == 4, "\(empty.text)")
      // Entities are never expanded: the billion laughs cost nothing and its one record reads.
      let laughs = try await Self.importing(app, "billion-laughs.xml")
      #expect(laughs.status == .ok, "\(laughs.text)")
      #expect(laughs.json["added"] == 1, "\(laughs.text)")
    }
  }
}
