import Hummingbird
import HummingbirdTesting
import RippleStore
import RippleStoreOpening
import RippleTestSupport
import Testing

@testable import RippleServer
@testable import RippleServices

/// The list, a habit and a habit's history are answered again from memory while nothing changed:
/// every kind of write makes the next read of each one fresh.
@Suite struct FreshReadsAfterWritesTests {
  static let history = "/history?start=2026-11-12&end=2026-11-18"

  /// Reads the three answers `habit` appears in, twice, so each is kept before the write.
  static func readTwice(_ app: TestApp, _ habit: String) async throws {
    for _ in 0..<2 {
      for uri in ["/api/v1/habits", "/api/v1/habits/\(habit)", "/api/v1/habits/\(habit)" + history]
      {
        #expect(try await app.get(uri).status == .ok)
      }
    }
  }

  /// A habit due on Mondays and Sundays, whose schedule text follows the first weekday: its three
  /// answers read twice.
  static func weekdaysHabitReadTwice(_ app: TestApp) async throws -> String {
    let habit = try await app.createHabit(
      #"{"name": "Swim", "schedule": {"kind": "weekdays", "weekdays": ["mon", "sun"]}}"#,
      day: "2026-11-12")
    let id = try #require(habit["id"].string)
    try await readTwice(app, id)
    return id
  }

  @Test func aCheckInShowsInTheNextHistory() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read", day: "2026-11-12")
      try await Self.readTwice(app, id)
      try await app.checkIn(id, on: "2026-11-18")
      let days = try await app.get("/api/v1/habits/\(id)" + Self.history).json["days"].array
      #expect(days.last?["outcome"].string == "done")
      try await app.send(.delete, "/api/v1/habits/\(id)/checkins/2026-11-18")
      let cleared = try await app.get("/api/v1/habits/\(id)" + Self.history).json["days"].array
      #expect(cleared.last?["outcome"].string == "none")
    }
  }

  @Test func anEditShowsInTheNextListHabitAndHistory() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read", day: "2026-11-12")
      try await Self.readTwice(app, id)
      let edited = try await app.send(.patch, "/api/v1/habits/\(id)", json: #"{"name": "Walk"}"#)
      #expect(edited.status == .ok)
      #expect(try await app.get("/api/v1/habits").json["habits"][0]["name"].string == "Walk")
      #expect(try await app.get("/api/v1/habits/\(id)").json["name"].string == "Walk")
      let history = try await app.get("/api/v1/habits/\(id)" + Self.history).json
      #expect(history["habit"]["name"].string == "Walk")
      try await app.send(.post, "/api/v1/habits/\(id)/archive")
      #expect(try await app.get("/api/v1/habits").json["habits"].array.isEmpty)
    }
  }

  @Test func aSettingsChangeShowsInTheNextListHabitAndHistory() async throws {
    try await TestApp.run { app in
      let id = try await Self.weekdaysHabitReadTwice(app)
      let before = try await app.get("/api/v1/habits/\(id)").json["scheduleText"].string
      let changed = try await app.send(
        .patch, "/api/v1/settings", json: #"{"firstWeekday": "sun"}"#)
      #expect(changed.status == .ok, "\(changed.text)")
      let after = try await app.get("/api/v1/habits/\(id)").json["scheduleText"].string
      #expect(after != before)
      #expect(after?.hasPrefix("Sun") == true)
      #expect(try await app.get("/api/v1/habits").json["habits"][0]["scheduleText"].string == after)
      let history = try await app.get("/api/v1/habits/\(id)" + Self.history).json
      #expect(history["habit"]["scheduleText"].string == after)
    }
  }

  @Test func aSettingsChangeMadeOutsideTheServerShowsInTheNextRead() async throws {
    // The command line writes to the same database as the server: the server has kept the
    // settings it read, and must see the change by the user's change sequence alone.
    try await TestApp.run { app in
      let id = try await Self.weekdaysHabitReadTwice(app)
      #expect(
        try await app.get("/api/v1/habits/\(id)").json["scheduleText"].string?.hasPrefix("Mon")
          == true)
      var settings = try await app.store.settings(for: .local)
      settings.firstWeekday = .sunday
      _ = try await app.store.saveSettings(settings, for: .local)
      let after = try await app.get("/api/v1/habits/\(id)").json["scheduleText"].string
      #expect(after?.hasPrefix("Sun") == true)
    }
  }

  @Test func aDeletedHabitIsGoneFromTheNextReads() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read", day: "2026-11-12")
      try await Self.readTwice(app, id)
      #expect(try await app.send(.delete, "/api/v1/habits/\(id)").status == .noContent)
      #expect(try await app.get("/api/v1/habits").json["habits"].array.isEmpty)
      #expect(try await app.get("/api/v1/habits/\(id)").status == .notFound)
      #expect(try await app.get("/api/v1/habits/\(id)" + Self.history).status == .notFound)
    }
  }

  @Test func aRestoreAndAClearShowInTheNextReads() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read", day: "2026-11-12")
      try await app.checkIn(id, on: "2026-11-18")
      let backup = try await app.get("/api/v1/backup")
      try await app.send(.delete, "/api/v1/habits/\(id)/checkins/2026-11-18")
      try await app.send(.patch, "/api/v1/habits/\(id)", json: #"{"name": "Walk"}"#)
      try await Self.readTwice(app, id)

      let restored = try await app.send(.post, "/api/v1/restore", body: backup.body)
      #expect(restored.status == .ok, "\(restored.text)")
      #expect(try await app.get("/api/v1/habits").json["habits"][0]["name"].string == "Read")
      #expect(try await app.get("/api/v1/habits/\(id)").json["name"].string == "Read")
      let days = try await app.get("/api/v1/habits/\(id)" + Self.history).json["days"].array
      #expect(days.last?["outcome"].string == "done")

      try await Self.readTwice(app, id)
      #expect(try await app.send(.delete, "/api/v1/data").status == .noContent)
      #expect(try await app.get("/api/v1/habits").json["habits"].array.isEmpty)
      #expect(try await app.get("/api/v1/habits/\(id)").status == .notFound)
    }
  }

  @Test func theNextDayIsWorkedOutAfresh() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read", day: "2026-11-12")
      let uri = "/api/v1/habits/\(id)/history"
      #expect(try await app.get(uri).json["days"].array.last?["day"].string == "2026-11-18")
      app.clock.now += 24 * 60 * 60 * 1000
      #expect(try await app.get(uri).json["days"].array.last?["day"].string == "2026-11-19")
    }
  }

  @Test func aWriteThroughAnotherInstanceShowsInTheNextRead() async throws {
    // Two servers on one database, as behind a load balancer: each keeps answers of its own.
    let database = try TestDatabase(StoreKind.forServerTests)
    defer { database.remove() }
    let first = try await Store.open(database.address)
    let second = try await Store.open(database.address)
    let clock = TestClock(TestClock.wednesdayMorning)
    let configuration = ServerConfiguration(
      host: "127.0.0.1", port: 0, plans: PlanOptions(mode: .choose))
    let writer = buildApplication(
      configuration: configuration, repository: first, clock: clock.serverClock,
      logLevel: .critical)
    let reader = buildApplication(
      configuration: configuration, repository: second, clock: clock.serverClock,
      logLevel: .critical)
    try await writer.test(.router) { writerClient in
      try await reader.test(.router) { readerClient in
        let writes = TestApp(client: writerClient, store: first, clock: clock)
        let reads = TestApp(client: readerClient, store: second, clock: clock)
        let id = try await writes.createHabit(named: "Read", day: "2026-11-12")
        try await Self.readTwice(reads, id)
        try await writes.checkIn(id, on: "2026-11-18")
        try await writes.send(.patch, "/api/v1/habits/\(id)", json: #"{"name": "Walk"}"#)
        #expect(try await reads.get("/api/v1/habits").json["habits"][0]["name"].string == "Walk")
        #expect(try await reads.get("/api/v1/habits/\(id)").json["name"].string == "Walk")
        let days = try await reads.get("/api/v1/habits/\(id)" + Self.history).json["days"].array
        #expect(days.last?["outcome"].string == "done")
      }
    }
    await first.close()
    await second.close()
  }
}
