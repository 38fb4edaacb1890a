import Foundation
import NIOCore
import RippleCore
import RippleServices
import RippleTestSupport
import Testing

@Suite struct TemplateRouteTests {
  @Test func theGalleryListsEveryAreaWithCompleteTemplates() async throws {
    try await TestApp.run { app in
      let reply = try await app.get("/api/v1/templates")
      #expect(reply.status == .ok)
      let areas = reply.json["areas"].array
      #expect(areas.map { $0["area"].string } == LifeArea.allCases.map(\.rawValue))
      #expect(areas.map { $0["title"].string } == LifeArea.allCases.map(\.title))
      for area in areas {
        #expect(area["templates"].array.count >= 4)
        for template in area["templates"].array {
          #expect(template["id"].string?.isEmpty == false)
          #expect(template["name"].string?.isEmpty == false)
          #expect(template["description"].string?.isEmpty == false)
          #expect(template["schedule"]["kind"].string != nil)
          #expect(template["measure"]["kind"].string != nil)
        }
      }
      let water = areas[0]["templates"][0]
      #expect(water["id"].string == "drink-water")
      #expect(water["measure"]["target"].int == 8)
      #expect(water["reminders"][0]["time"].string == "10:00")
    }
  }

  /// A routine goes out as a file of definitions only, previews without writing, and adds its
  /// habits once: the second time, every name is taken and nothing is added.
  @Test func aSharedRoutineRoundTripsAndAddsItsHabitsOnce() async throws {
    try await TestApp.run { app in
      let read = try await app.createHabit(
        ##"{"name": "Read", "description": "Before bed", "color": "#6366F1", "icon": "book", "schedule": {"kind": "times_per_week", "times": 3}, "measure": {"kind": "numeric", "target": 20, "unit": "pages", "targetKind": "at_least"}, "reminders": [{"time": "21:00"}]}"##,
        day: "2026-11-18")
      let walk = try await app.createHabit(named: "Walk", day: "2026-11-18")
      try await app.send(
        .put, "/api/v1/habits/\(walk)/checkins/2026-11-18?day=2026-11-18",
        json: #"{"state": "done", "note": "A private note"}"#)
      let readID = try #require(read["id"].string)

      let file = try await app.get(
        "/api/v1/routine?habits=\(readID),\(walk)&name=Evenings&day=2026-11-18")
      #expect(file.status == .ok)
      #expect(
        file.headers[.contentDisposition]
          == #"attachment; filename="ripple-routine-2026-11-18.json""#)
      #expect(file.json["format"].string == "ripple-routine")
      #expect(file.json["version"].int == 1)
      #expect(file.json["name"].string == "Evenings")
      #expect(file.json["habits"].array.map { $0["name"].string } == ["Read", "Walk"])
      #expect(!file.text.contains(readID) && !file.text.contains(walk))
      #expect(!file.text.contains("A private note") && !file.text.contains("createdDay"))
      #expect(file.json["habits"][0]["measure"]["unit"].string == "pages")

      // Taken away and brought back: both names are taken, so nothing is added.
      let before = try await app.snapshot()
      let preview = try await app.send(
        .post, "/api/v1/routine/preview?day=2026-11-19", body: ByteBuffer(string: file.text))
      #expect(preview.status == .ok, "\(preview.text)")
      #expect(preview.json["habits"].int == 0)
      #expect(preview.json["skipped"].array.count == 2)
      #expect(try await app.snapshot() == before)

      try await app.send(.delete, "/api/v1/habits/\(readID)")
      let again = try await app.send(
        .post, "/api/v1/routine/preview?day=2026-11-19", json: file.text)
      #expect(again.json["habits"].int == 1)
      #expect(again.json["names"].array.map(\.string) == ["Read"])
      #expect(try await app.snapshot().habits.count == 1)

      let added = try await app.send(
        .post, "/api/v1/routine/import?day=2026-11-19", json: file.text)
      #expect(added.status == .ok, "\(added.text)")
      #expect(added.json["names"].array.map(\.string) == ["Read"])
      let habits = try await app.snapshot().habits
      let back = try #require(habits.first { $0.name == "Read" })
      #expect(back.id.rawValue != readID)
      #expect(back.createdDay == (try Day(parsing: "2026-11-19")))
      #expect(back.schedule == .timesPerWeek(3))
      #expect(back.measure == .numeric(target: 20, unit: "pages", kind: .atLeast))
      #expect(back.reminders.map(\.timeText) == ["21:00"])
      #expect(back.description == "Before bed")

      let twice = try await app.send(
        .post, "/api/v1/routine/import?day=2026-11-19", json: file.text)
      #expect(twice.json["habits"].int == 0)
      #expect(try await app.snapshot().habits.count == 2)
    }
  }

  @Test func aRoutineFileFromAnywhereIsCheckedAndChangesNothing() async throws {
    try await TestApp.run { app in
      _ = try await app.createHabit(named: "Walk", day: "2026-11-18")
      let routes = ["/api/v1/routine/preview", "/api/v1/routine/import"]
      for route in routes {
        try await app.expectError(
          .post, route, json: "[1, 2", status: .unprocessableContent, code: "invalid_file",
          field: "body")
        try await app.expectError(
          .post, route, json: #"{"format": "ripple-backup", "version": 1, "habits": []}"#,
          status: .unprocessableContent, code: "invalid_file", field: "body")
        try await app.expectError(
          .post, route,
          json: #"{"format": "ripple-routine", "version": 9, "habits": [{"name": "A"}]}"#,
          status: .unprocessableContent, code: "invalid_file", field: "body")
        try await app.expectError(
          .post, route, json: #"{"format": "ripple-routine", "version": 1, "habits": []}"#,
          status: .unprocessableContent, code: "invalid_file", field: "body")
        try await app.expectError(
          .post, route,
          json:
            #"{"format": "ripple-routine", "version": 1, "habits": [{"name": "Fine"}, {"name": "B", "color": "javascript:1"}]}"#,
          status: .unprocessableContent, code: "validation_failed", field: "habits[1].color")
        try await app.expectError(
          .post, route,
          json:
            #"{"format": "ripple-routine", "version": 1, "habits": [{"name": "A", "schedule": {"kind": "times_per_week", "times": 9}}]}"#,
          status: .unprocessableContent, code: "validation_failed",
          field: "habits[0].schedule")
        let many = (0...RoutineFile.maximumHabits).map { #"{"name": "H\#($0)"}"# }
        try await app.expectError(
          .post, route,
          json:
            #"{"format": "ripple-routine", "version": 1, "habits": [\#(many.joined(separator: ","))]}"#,
          status: .unprocessableContent, code: "invalid_file", field: "body")
        try await app.expectError(
          .post, route,
          body: ByteBuffer(repeating: UInt8(ascii: " "), count: RoutineFile.maximumSize + 1),
          status: .contentTooLarge, code: "too_large")
      }
      try await app.expectError(
        .get, "/api/v1/routine", status: .badRequest, code: "bad_request", field: "habits")
      try await app.expectError(
        .get, "/api/v1/routine?habits=nope", status: .notFound, code: "not_found")
    }
  }

  /// What a routine carries besides definitions (ids, check-ins, notes) is never stored.
  @Test func onlyDefinitionsAreRead() async throws {
    let file = #"""
      {"format": "ripple-routine", "version": 1, "name": "Mine",
       "habits": [{"id": "planted", "name": "Stretch", "createdDay": "2001-01-01",
                   "checkIns": [{"day": "2026-11-01", "state": "done", "note": "secret"}]}],
       "checkIns": [{"habitId": "planted", "day": "2026-11-02"}]}
      """#
    let routine = try RoutineFile.read(Data(file.utf8))
    #expect(routine.name == "Mine")
    #expect(routine.habits.map(\.name) == ["Stretch"])
    try await TestApp.run { app in
      let added = try await app.send(
        .post, "/api/v1/routine/import?day=2026-11-19", json: file)
      #expect(added.json["checkIns"].int == 0)
      let snapshot = try await app.snapshot()
      #expect(snapshot.habits.map(\.name) == ["Stretch"])
      #expect(snapshot.habits[0].id.rawValue != "planted")
      #expect(snapshot.habits[0].createdDay == (try Day(parsing: "2026-11-19")))
      #expect(snapshot.checkIns.isEmpty)
    }
  }
}

@Suite struct TemplateGalleryTests {
  /// Every template is a habit the app accepts as it is, with a why, a stable id of its own and a
  /// name no other template has.
  @Test func everyTemplateIsAHabitTheAppAccepts() throws {
    let templates = TemplateGallery.all
    #expect(Set(templates.map(\.id)).count == templates.count)
    #expect(Set(templates.map { $0.definition.name.lowercased() }).count == templates.count)
    for template in templates {
      #expect(template.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(template.id)")
      #expect(!template.definition.description.isEmpty, "\(template.id)")
      #expect(template.definition.reminders.count <= 1, "\(template.id)")
      let habit = template.definition.habit(
        id: HabitID(template.id), createdDay: try Day(parsing: "2026-11-19"))
      #expect(throws: Never.self, "\(template.id)") {
        try HabitValidation.validated(habit, among: [])
      }
    }
    for area in LifeArea.allCases {
      #expect(templates.filter { $0.area == area }.count >= 4, "\(area)")
    }
  }
}
