import Foundation
import NIOCore
import RippleCore
import RippleStore
import RippleTestSupport
import Testing

@Suite struct DataRouteTests {
  /// Read (done on the 16th with a note, skipped on the 17th) and Walk (done on the 18th).
  static func createData(_ app: TestApp) async throws -> (read: String, walk: String) {
    let read = try await app.createHabit(named: "Read", day: "2026-11-16")
    let walk = try await app.createHabit(named: "Walk", day: "2026-11-16")
    try await app.send(
      .put, "/api/v1/habits/\(read)/checkins/2026-11-16",
      json: #"{"state": "done", "note": "Chapter 1"}"#)
    try await app.checkIn(read, on: "2026-11-17", today: "2026-11-18", state: "skipped")
    try await app.checkIn(walk, on: "2026-11-18")
    return (read, walk)
  }

  @Test func exportsCSV() async throws {
    try await TestApp.run { app in
      _ = try await Self.createData(app)
      let reply = try await app.get("/api/v1/export")
      #expect(reply.status == .ok)
      #expect(reply.headers[.contentType] == "text/csv; charset=utf-8")
      #expect(
        reply.headers[.contentDisposition]
          == #"attachment; filename="ripple-export-2026-11-18.csv""#)
      let lines = reply.text.split(whereSeparator: \.isNewline)
      #expect(
        lines == [
          "Habit Name,Date,Status,Value,Note", "Read,2026-11-16,Completed,,Chapter 1",
          "Read,2026-11-17,Skipped,,", "Walk,2026-11-18,Completed,,",
        ])

      let ranged = try await app.get(
        "/api/v1/export?format=csv&start=2026-11-16&end=2026-11-16&notes=false")
      #expect(
        ranged.text.split(whereSeparator: \.isNewline) == [
          "Habit Name,Date,Status,Value,Note", "Read,2026-11-16,Completed,,",
        ])
    }
  }

  @Test func exportsJSON() async throws {
    try await TestApp.run { app in
      let (read, _) = try await Self.createData(app)
      let reply = try await app.get("/api/v1/export?format=json&start=2026-11-16&end=2026-11-17")
      #expect(reply.status == .ok)
      #expect(reply.headers[.contentType] == "application/json")
      #expect(reply.headers[.contentDisposition]?.contains("ripple-export-2026-11-18.json") == true)
      let json = reply.json
      #expect(json["format"].string == "ripple-export")
      #expect(json["start"].string == "2026-11-16")
      #expect(json["end"].string == "2026-11-17")
      #expect(json["habits"].array.map { $0["name"].string } == ["Read", "Walk"])
      #expect(json["checkIns"].array.map { $0["habitId"].string } == [read, read])
      #expect(json["checkIns"][0]["note"].string == "Chapter 1")
      let withoutNotes = try await app.get("/api/v1/export?format=json&notes=false").json
      #expect(withoutNotes["checkIns"].array.count == 3)
      #expect(withoutNotes["checkIns"][0]["note"].isNull)
    }
  }

  @Test func exportParametersAreChecked() async throws {
    try await TestApp.run { app in
      _ = try await Self.createData(app)
      try await app.expectError(
        .get, "/api/v1/export?format=xml", status: .badRequest, code: "bad_request",
        field: "format", message: "'format' must be one of csv, json")
      try await app.expectError(
        .get, "/api/v1/export?notes=yes", status: .badRequest, code: "bad_request", field: "notes")
      try await app.expectError(
        .get, "/api/v1/export?start=2026-11-40", status: .badRequest, code: "bad_request",
        field: "start")
      try await app.expectError(
        .get, "/api/v1/export?end=x", status: .badRequest, code: "bad_request", field: "end")
      try await app.expectError(
        .get, "/api/v1/export?start=2026-11-18&end=2026-11-17", status: .badRequest,
        code: "bad_request", field: "start")
    }
  }

  @Test func backupThenRestoreBringsTheDataBack() async throws {
    try await TestApp.run { app in
      let (read, _) = try await Self.createData(app)
      try await app.send(.post, "/api/v1/categories", json: #"{"name": "Mind"}"#)
      try await app.send(.patch, "/api/v1/settings", json: #"{"theme": "dark"}"#)
      let saved = try await app.snapshot()
      let backup = try await app.get("/api/v1/backup")
      #expect(backup.status == .ok)
      #expect(backup.headers[.contentType] == "application/json")
      #expect(
        backup.headers[.contentDisposition]
          == #"attachment; filename="ripple-backup-2026-11-18.json""#)
      #expect(backup.json["format"].string == "ripple-backup")
      #expect(backup.json["version"].int == 1)
      #expect(backup.json["habits"].array.count == 2)
      #expect(backup.json["checkIns"].array.count == 3)

      try await app.send(.delete, "/api/v1/habits/\(read)")
      try await app.createHabit(named: "Swim")
      try await app.send(.patch, "/api/v1/settings", json: #"{"theme": "light"}"#)

      let restored = try await app.send(.post, "/api/v1/restore", body: backup.body)
      #expect(restored.status == .ok, "\(restored.text)")
      #expect(restored.json["habits"].int == 2)
      #expect(restored.json["checkIns"].int == 3)
      let after = try await app.snapshot()
      #expect(after.habits == saved.habits)
      #expect(after.checkIns == saved.checkIns)
      #expect(after.categories == saved.categories)
      #expect(after.settings == saved.settings)
    }
  }

  @Test func aBadBackupChangesNothing() async throws {
    try await TestApp.run { app in
      let (read, _) = try await Self.createData(app)
      let backup = try await app.get("/api/v1/backup").text
      try await app.expectError(
        .post, "/api/v1/restore", body: ByteBuffer(string: "not json"),
        status: .unprocessableContent, code: "invalid_file", field: "body")
      try await app.expectError(
        .post, "/api/v1/restore", body: ByteBuffer(string: #"{"format": "ripple-backup"}"#),
        status: .unprocessableContent, code: "invalid_file", field: "body")
      try await app.expectError(
        .post, "/api/v1/restore",
        body: ByteBuffer(
          string: backup.replacingOccurrences(of: #""version":1"#, with: #""version":2"#)),
        status: .unprocessableContent, code: "invalid_file", field: "body",
        message: "This backup was made by a newer Ripple (version 2); update Ripple to restore it")
      try await app.expectError(
        .post, "/api/v1/restore",
        body: ByteBuffer(
          string: backup.replacingOccurrences(of: #""name":"Walk""#, with: #""name":"""#)),
        status: .unprocessableContent, code: "invalid_file", field: "body")
      try await app.expectError(
        .post, "/api/v1/restore",
        body: ByteBuffer(
          string: backup.replacingOccurrences(
            of: #""habitId":"\#(read)""#, with: #""habitId":"someone-else""#)),
        status: .unprocessableContent, code: "invalid_file", field: "body")
    }
  }

  @Test func aBackupOverTheLimitIsTooLarge() async throws {
    try await TestApp.run { app in
      _ = try await Self.createData(app)
      var body = ByteBuffer(string: #"{"format": "ripple-backup", "version": 1"#)
      body.writeRepeatingByte(UInt8(ascii: " "), count: BackupDocument.maximumSize)
      body.writeString("}")
      try await app.expectError(
        .post, "/api/v1/restore", body: body, status: .contentTooLarge, code: "too_large")
    }
  }

  static let loopExport: [(path: String, text: String)] = [
    (
      "Habits.csv",
      "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n001,Floss,YES_NO,Did you floss?,,1,1,#8E24AA,,,,false\n"
    ),
    (
      "001 Floss/Checkmarks.csv",
      "Date,Value,Notes\n2026-11-17,YES_MANUAL,minty\n2026-11-16,NO,\n2026-11-15,YES_MANUAL,\n"
    ),
  ]

  @Test func importsLoopHabitTrackersCSVExport() async throws {
    try await TestApp.run { app in
      try await app.createHabit(named: "Read")
      let body = ByteBuffer(data: StoredZip.archive(Self.loopExport))
      let reply = try await app.send(.post, "/api/v1/import/loop", body: body)
      #expect(reply.status == .ok, "\(reply.text)")
      #expect(reply.json == ["habits": 1, "checkIns": 3, "names": ["Floss"], "archived": []])
      let again = try await app.send(.post, "/api/v1/import/loop", body: body)
      #expect(again.json["names"].array.count == 1)
      #expect(again.json["names"][0].string != "Floss")
      let habits = try await app.get("/api/v1/habits").json["habits"].array
      #expect(habits.count == 3)
      #expect(habits[1]["name"].string == "Floss")
      let note = try await app.snapshot().checkIns.first {
        $0.day == (try? Day(parsing: "2026-11-17"))
      }
      #expect(note?.note == "minty")
    }
  }

  @Test func aFileThatIsNotFromLoopChangesNothing() async throws {
    try await TestApp.run { app in
      _ = try await Self.createData(app)
      try await app.expectError(
        .post, "/api/v1/import/loop", body: ByteBuffer(string: "Name,Date\nRead,2026-11-18\n"),
        status: .unprocessableContent, code: "invalid_file", field: "body")
      try await app.expectError(
        .post, "/api/v1/import/loop", status: .unprocessableContent, code: "invalid_file",
        field: "body")
      var broken = StoredZip.archive(Self.loopExport)
      broken.removeLast(30)
      try await app.expectError(
        .post, "/api/v1/import/loop", body: ByteBuffer(data: broken),
        status: .unprocessableContent, code: "invalid_file", field: "body")
      try await app.expectError(
        .post, "/api/v1/import/loop?day=2026-13-01",
        body: ByteBuffer(data: StoredZip.archive(Self.loopExport)), status: .badRequest,
        code: "bad_request", field: "day")
    }
  }

  @Test func loopEntriesRippleCannotHoldAreReportedNotRefused() async throws {
    try await TestApp.run { app in
      let export: [(path: String, text: String)] = [
        (
          "Habits.csv",
          "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n001,Floss,YES_NO,,,1,400,#8E24AA,,,,false\n"
        ),
        (
          "001 Floss/Checkmarks.csv",
          "Date,Value,Notes\n2026-11-17,YES_MANUAL,\n1999-12-31,YES_MANUAL,\n"
        ),
      ]
      let reply = try await app.send(
        .post, "/api/v1/import/loop", body: ByteBuffer(data: StoredZip.archive(export)))
      #expect(reply.status == .ok, "\(reply.text)")
      #expect(
        reply.json == [
          "habits": 1, "checkIns": 1, "names": ["Floss"], "archived": [],
          "skipped": ["'Floss': 1 entry before 2000-01-01 (1999-12-31)"],
          "adjusted": [
            "'Floss': Loop's frequency 1 times in 400 days is longer than Ripple's 365-day window; imported as 1 in 365 days"
          ],
        ])
    }
  }

  @Test func aLoopZipThatInflatesPastTheCapIs413AndChangesNothing() async throws {
    try await TestApp.run { app in
      try await app.createHabit(named: "Read")
      let bomb = ZipBomb.loopExport(expandingTo: 96 * 1_048_576)
      try await app.expectError(
        .post, "/api/v1/import/loop", body: ByteBuffer(bytes: bomb),
        status: .contentTooLarge, code: "too_large", field: "body")
      #expect(try await app.get("/api/v1/habits").json["habits"].array.count == 1)
    }
  }

  @Test func clearingAllDataResetsEverything() async throws {
    try await TestApp.run { app in
      _ = try await Self.createData(app)
      try await app.send(.post, "/api/v1/categories", json: #"{"name": "Mind"}"#)
      try await app.send(.patch, "/api/v1/settings", json: #"{"theme": "dark"}"#)
      let reply = try await app.send(.delete, "/api/v1/data")
      #expect(reply.status == .noContent)
      let after = try await app.snapshot()
      #expect(after.habits.isEmpty)
      #expect(after.checkIns.isEmpty)
      #expect(after.categories.isEmpty)
      #expect(after.settings == Settings())
      #expect(try await app.get("/api/v1/today").json["habitCount"].int == 0)
    }
  }
}
