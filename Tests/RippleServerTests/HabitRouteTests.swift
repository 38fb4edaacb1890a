import RippleCore
import Testing

@Suite struct HabitRouteTests {
  @Test func createsAHabitWithDefaultsAndScheduleText() async throws {
    try await TestApp.run { app in
      let habit = try await app.createHabit(
        #"{"name": "  Read  ", "icon": "book", "schedule": {"kind": "times_per_week", "times": 3}}"#
      )
      #expect(habit["name"].string == "Read")
      #expect(habit["scheduleText"].string == "3x per week")
      #expect(habit["schedule"] == ["kind": "times_per_week", "times": 3])
      #expect(habit["color"].string?.count == 7)
      #expect(habit["archived"].bool == false)
      #expect(habit["createdDay"].string == "2026-11-18")
      #expect(habit["createdAt"].int == Int(TestClock.wednesdayMorning))
      #expect(try await app.store.habits(for: .local, filter: .all).map(\.name) == ["Read"])
    }
  }

  @Test func keepsAClientIDAndPinnedDay() async throws {
    try await TestApp.run { app in
      let id = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"
      let habit = try await app.createHabit(
        #"{"id": "\#(id)", "name": "Walk", "schedule": {"kind": "every_n_days", "every": 2, "start": "2026-11-01"}}"#,
        day: "2026-11-01")
      #expect(habit["id"].string == id)
      #expect(habit["createdDay"].string == "2026-11-01")
      #expect(habit["scheduleText"].string == "Every 2 days")
      #expect(try await app.get("/api/v1/habits/\(id)").json == habit)
    }
  }

  @Test func listsActiveArchivedAndAllInOrder() async throws {
    try await TestApp.run { app in
      let read = try await app.createHabit(named: "Read")
      let walk = try await app.createHabit(named: "Walk")
      let swim = try await app.createHabit(named: "Swim")
      let archived = try await app.send(.post, "/api/v1/habits/\(walk)/archive")
      #expect(archived.status == .ok)
      #expect(archived.json["archived"].bool == true)

      func names(_ query: String) async throws -> [String?] {
        try await app.get("/api/v1/habits\(query)").json["habits"].array.map { $0["name"].string }
      }
      #expect(try await names("") == ["Read", "Swim"])
      #expect(try await names("?status=active") == ["Read", "Swim"])
      #expect(try await names("?status=archived") == ["Walk"])
      #expect(try await names("?status=all") == ["Read", "Walk", "Swim"])

      let restored = try await app.send(.post, "/api/v1/habits/\(walk)/unarchive")
      #expect(restored.json["archived"].bool == false)
      #expect(try await names("") == ["Read", "Walk", "Swim"])

      let reorder = try await app.send(
        .put, "/api/v1/habits/order", json: #"{"ids": ["\#(swim)", "\#(read)"]}"#)
      #expect(reorder.status == .noContent)
      #expect(try await names("") == ["Swim", "Read", "Walk"])
    }
  }

  @Test func archivingTwiceChangesNothing() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      try await app.send(.post, "/api/v1/habits/\(id)/archive")
      let before = try await app.snapshot()
      let again = try await app.send(.post, "/api/v1/habits/\(id)/archive")
      #expect(again.status == .ok)
      #expect(try await app.snapshot() == before)
    }
  }

  /// Patches of different fields sent at once all stay: each is applied to the habit as stored
  /// inside its write, not to a copy read before another patch was saved.
  @Test func patchesOfDifferentFieldsSentAtOnceAllStay() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      let patches = [
        #"{"name": "Read more"}"#, #"{"description": "Ten pages"}"#,
        ##"{"color": "#10b981"}"##, #"{"icon": "book"}"#,
        #"{"reminders": [{"time": "21:30"}]}"#,
        #"{"schedule": {"kind": "times_per_week", "times": 3}}"#,
      ]
      let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
        for patch in patches {
          group.addTask {
            try await app.send(.patch, "/api/v1/habits/\(id)", json: patch).status.code
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(statuses == Array(repeating: 200, count: patches.count))
      let habit = try await app.get("/api/v1/habits/\(id)").json
      #expect(habit["name"].string == "Read more")
      #expect(habit["description"].string == "Ten pages")
      #expect(habit["color"].string == "#10B981")
      #expect(habit["icon"].string == "book")
      #expect(habit["reminders"][0]["time"].string == "21:30")
      #expect(habit["schedule"]["times"].int == 3, "\(habit)")
    }
  }

  @Test func patchChangesOnlyTheFieldsSent() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      let category = try await app.send(.post, "/api/v1/categories", json: #"{"name": "Mind"}"#)
      let categoryID = try #require(category.json["id"].string)
      let patched = try await app.send(
        .patch, "/api/v1/habits/\(id)",
        json: #"""
          {"description": "Ten pages", "color": "#10b981", "categoryId": "\#(categoryID)",
           "measure": {"kind": "numeric", "target": 10, "unit": "pages", "targetKind": "at_least"},
           "reminders": [{"time": "21:30", "weekdays": ["mon", "tue"]}]}
          """#)
      #expect(patched.status == .ok, "\(patched.text)")
      let habit = patched.json
      #expect(habit["name"].string == "Read")
      #expect(habit["description"].string == "Ten pages")
      #expect(habit["color"].string == "#10B981")
      #expect(habit["categoryId"].string == categoryID)
      #expect(habit["measure"]["unit"].string == "pages")
      #expect(habit["reminders"][0]["time"].string == "21:30")
      #expect(try await app.get("/api/v1/habits/\(id)").json == habit)

      let cleared = try await app.send(
        .patch, "/api/v1/habits/\(id)", json: #"{"categoryId": null}"#)
      #expect(cleared.json["categoryId"].isNull)
      #expect(cleared.json["description"].string == "Ten pages")
    }
  }

  @Test func deleteRemovesTheHabitAndItsCheckIns() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read", day: "2026-11-16")
      try await app.checkIn(id, on: "2026-11-17", today: "2026-11-18")
      let deleted = try await app.send(.delete, "/api/v1/habits/\(id)")
      #expect(deleted.status == .noContent)
      #expect(try await app.snapshot().habits.isEmpty)
      #expect(try await app.snapshot().checkIns.isEmpty)
      try await app.expectError(.get, "/api/v1/habits/\(id)", status: .notFound, code: "not_found")
    }
  }
}
