import Foundation
import NIOCore
import RippleTestSupport
import Testing

/// `POST /api/v1/import/preview` and `/api/v1/import` over HTTP: the kind found from the file,
/// a CSV's choices asked for and made through the query, a second import adding nothing, and
/// every refusal naming what to fix while changing nothing.
@Suite struct ImportRouteTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/imports")

  static func file(_ name: String) throws -> ByteBuffer {
    ByteBuffer(data: try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  @Test func aPreviewWritesNothingAndTheImportAddsItOnce() async throws {
    try await TestApp.run { app in
      let body = try Self.file("habitkit.json")
      let preview = try await app.send(
        .post, "/api/v1/import/preview?day=2026-11-18", body: body)
      #expect(preview.status == .ok, "\(preview.text)")
      #expect(preview.json["format"].string == "habitkit")
      #expect(preview.json["formatName"].string == "HabitKit")
      #expect(preview.json["summary"]["habits"].int == 4)
      #expect(preview.json["summary"]["checkIns"].int == 6)
      #expect(preview.json["start"].string == "2024-01-15")
      #expect(preview.json["end"].string == "2024-03-10")
      let gym = preview.json["habits"][1]
      #expect(gym["name"].string == "Gym")
      #expect(gym["scheduleText"].string == "3x per week")
      #expect(gym["checkIns"].int == 2)
      #expect(gym["joinsExisting"].bool == false)
      #expect(try await app.get("/api/v1/habits?day=2026-11-18").json["habits"].array.isEmpty)

      let imported = try await app.send(.post, "/api/v1/import?day=2026-11-18", body: body)
      #expect(imported.status == .ok, "\(imported.text)")
      #expect(imported.json["summary"]["checkIns"].int == 6)
      let again = try await app.send(.post, "/api/v1/import/preview?day=2026-11-18", body: body)
      #expect(again.json["summary"]["habits"].int == 0)
      #expect(again.json["summary"]["checkIns"].int == 0)
      #expect(again.json["habits"].array.allSatisfy { $0["joinsExisting"].bool == true })
    }
  }

  @Test func aCSVChoiceIsAskedForThenMadeThroughTheQuery() async throws {
    try await TestApp.run { app in
      let body = try Self.file("ambiguous.csv")
      let asked = try await app.send(.post, "/api/v1/import/preview?day=2026-11-18", body: body)
      #expect(asked.json["needs"]["field"].string == "dates")
      #expect(asked.json["csv"]["columns"].array.map(\.string) == ["habit", "date", "done"])
      #expect(asked.json["csv"]["dateOrders"].array.map(\.string) == ["dmy", "mdy"])
      try await app.expectError(
        .post, "/api/v1/import?day=2026-11-18", body: body, status: .unprocessableContent,
        code: "validation_failed", field: "dates")
      let chosen = try await app.send(
        .post, "/api/v1/import?day=2026-11-18&dates=mdy", body: body)
      #expect(chosen.status == .ok, "\(chosen.text)")
      #expect(chosen.json["habits"][0]["first"].string == "2024-03-04")
      #expect(chosen.json["csv"]["dateOrder"].string == "mdy")
      let noValue = try await app.send(
        .post, "/api/v1/import/preview?day=2026-11-18&dates=mdy&none=value", body: body)
      #expect(noValue.json["csv"]["value"].isNull, "\(noValue.text)")
      #expect(noValue.json["csv"]["habit"].string == "habit")
    }
  }

  @Test func everyRefusalNamesWhatToFixAndChangesNothing() async throws {
    try await TestApp.run { app in
      let csv = try Self.file("any-dmy.csv")
      try await app.expectError(
        .post, "/api/v1/import?day=2026-11-18&from=numbers", body: csv, status: .badRequest,
        code: "bad_request", field: "from")
      try await app.expectError(
        .post, "/api/v1/import?day=2026-11-18&dates=ydm", body: csv, status: .badRequest,
        code: "bad_request", field: "dates")
      try await app.expectError(
        .post, "/api/v1/import?day=2026-11-18&habit=Nope", body: csv,
        status: .unprocessableContent, code: "validation_failed", field: "habit")
      try await app.expectError(
        .post, "/api/v1/import?day=2026-11-18&none=habit", body: csv, status: .badRequest,
        code: "bad_request", field: "none")
      let unknown = try await app.send(
        .post, "/api/v1/import/preview?day=2026-11-18&habit=Nope", body: csv)
      #expect(unknown.status == .ok, "a column the file lacks is a choice to make again")
      #expect(unknown.json["needs"]["field"].string == "habit")
      #expect(unknown.json["csv"]["columns"].array.count == 4)
      try await app.expectError(
        .post, "/api/v1/import?day=2026-11-18&from=habitkit", body: csv,
        status: .unprocessableContent, code: "invalid_file", field: "body",
        message: "This file is not a HabitKit export; it looks like a CSV file")
      try await app.expectError(
        .post, "/api/v1/import?day=2026-11-18",
        body: ByteBuffer(string: #"{"habits": [{"id": 1}], "completions": []}"#),
        headers: [.contentType: "application/json"], status: .unprocessableContent,
        code: "invalid_file", field: "body")
      try await app.expectError(
        .post, "/api/v1/import?day=2026-11-18", body: csv, headers: [.contentType: "text/html"],
        status: .unsupportedMediaType, code: "unsupported_media_type")
    }
  }
}
