import RippleCore
import RippleStore
import Testing

/// `GET /api/v1/changes?since=`: the feed that keeps the web app's replica current.
@Suite struct ChangesRouteTests {
  @Test func sinceZeroAnswersEverythingAsTheBackupEncodesIt() async throws {
    try await TestApp.run { app in
      let (read, walk) = try await DataRouteTests.createData(app)
      let changes = try await app.get("/api/v1/changes?since=0")
      #expect(changes.status == .ok)
      let json = changes.json
      let backup = try await app.get("/api/v1/backup").json

      #expect(json["reset"].bool == false)
      #expect(json["sequence"].int == Int(try await app.store.changeSequence(for: .local)))
      #expect(Set(json["habits"].array.compactMap { $0["id"].string }) == [read, walk])
      // The same check-ins, encoded alike (the feed orders them by habit id, then day).
      let checkIns = json["checkIns"].array
      #expect(checkIns.count == 3)
      #expect(checkIns.count == backup["checkIns"].array.count)
      #expect(checkIns.allSatisfy { backup["checkIns"].array.contains($0) })
      #expect(json["settings"] == backup["settings"])
      #expect(json["clearedCheckIns"].array.isEmpty)
    }
  }

  @Test func anOlderSinceGetsTheLaterWritesOnlyAndAClearArrivesAsATombstone() async throws {
    try await TestApp.run { app in
      let (read, walk) = try await DataRouteTests.createData(app)
      let sequence = try #require(try await app.get("/api/v1/changes").json["sequence"].int)

      try await app.checkIn(walk, on: "2026-11-17", today: "2026-11-18")
      try await app.send(.delete, "/api/v1/habits/\(read)/checkins/2026-11-16?day=2026-11-18")
      let json = try await app.get("/api/v1/changes?since=\(sequence)").json

      #expect(json["reset"].bool == false)
      #expect(json["sequence"].int == sequence + 2)
      #expect(json["habits"].array.isEmpty)
      #expect(json["settings"] == .null)
      #expect(json["checkIns"].array.count == 1)
      #expect(json["checkIns"][0]["habitId"].string == walk)
      #expect(json["checkIns"][0]["day"].string == "2026-11-17")
      #expect(json["clearedCheckIns"].array.count == 1)
      #expect(json["clearedCheckIns"][0]["habitId"].string == read)
      #expect(json["clearedCheckIns"][0]["day"].string == "2026-11-16")
      #expect(json["clearedCheckIns"][0]["updatedAt"].int != nil)
    }
  }

  @Test func deletingAHabitAnswersResetWithEverything() async throws {
    try await TestApp.run { app in
      let (read, walk) = try await DataRouteTests.createData(app)
      let sequence = try #require(try await app.get("/api/v1/changes").json["sequence"].int)

      try await app.send(.delete, "/api/v1/habits/\(read)")
      let json = try await app.get("/api/v1/changes?since=\(sequence)").json

      #expect(json["reset"].bool == true)
      #expect(json["habits"].array.compactMap { $0["id"].string } == [walk])
      #expect(json["checkIns"].array.allSatisfy { $0["habitId"].string == walk })
      #expect(json["settings"] != .null)
    }
  }

  @Test func anotherUsersChangesNeverAppear() async throws {
    try await TestApp.run { app in
      let other = UserID("someone-else")
      let theirs = try await app.store.createHabit(
        Habit(
          id: HabitID("theirs"), name: "Theirs", color: "#FF6B6B", schedule: .daily,
          measure: .boolean, createdDay: try Day(parsing: "2026-11-01"), createdAt: 0,
          updatedAt: 0), for: other, today: try Day(parsing: "2026-11-18"))
      _ = try await app.store.upsertCheckIn(
        CheckIn(
          habitID: theirs.id, day: try Day(parsing: "2026-11-18"), state: .done, updatedAt: 1),
        for: other)

      let json = try await app.get("/api/v1/changes?since=0").json

      #expect(json["sequence"].int == 0)
      #expect(json["habits"].array.isEmpty)
      #expect(json["checkIns"].array.isEmpty)
    }
  }

  @Test(arguments: ["-1", "abc", "1.5", ""]) func aBadSinceIsRefusedNamingIt(
    _ since: String
  ) async throws {
    try await TestApp.run { app in
      try await app.expectError(
        .get, "/api/v1/changes?since=\(since)", status: .badRequest, code: "bad_request",
        field: "since")
    }
  }
}
