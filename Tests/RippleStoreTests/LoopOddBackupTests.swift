import Foundation
import GRDB
import RippleCore
import Testing

@testable import RippleLoopImport
@testable import RippleStore
@testable import RippleStoreSQLite

@Suite("Importing old and odd Loop backups as Loop reads them")
struct LoopOddBackupTests {
  func imported(_ data: Data, into test: TestStore) async throws -> ImportSummary {
    try await test.store.importLoop(data, for: user, today: today, now: 42)
  }

  func entries(_ test: TestStore) async throws -> [String] {
    try await test.store.logs(for: user, filter: .all).flatMap { log in
      log.checkIns.values.sorted { $0.day < $1.day }.map {
        "\(log.habit.name) \($0.day.text) \($0.state.rawValue)"
      }
    }
  }

  @Test func backupsBeforeLoopSchema16HaveNoValueAndEveryEntryIsACheck() async throws {
    let test = try TestStore()
    let schema = """
      CREATE TABLE Habits (id integer primary key autoincrement, archived integer, color integer,
        description text, freq_den integer, freq_num integer, highlight integer, name text,
        position integer, reminder_hour integer, reminder_min integer,
        reminder_days integer not null default 127);
      CREATE TABLE Repetitions (id integer primary key autoincrement, habit integer,
        timestamp integer);
      """
    let data = try LoopFixture.withFile { path in
      let queue = try DatabaseQueue(path: path)
      try queue.write { db in
        try db.execute(sql: schema + "PRAGMA user_version = 15;")
        try db.execute(
          sql: """
            INSERT INTO Habits (name, freq_num, freq_den, color, position, archived, highlight)
            VALUES ('Floss', 1, 1, 3, 0, 0, 0);
            INSERT INTO Repetitions (habit, timestamp) VALUES (1, ?), (1, ?);
            """,
          arguments: [
            Int64(day("2015-03-01").daysSinceEpoch) * 86_400_000,
            Int64(day("2024-03-02").daysSinceEpoch) * 86_400_000,
          ])
      }
      try queue.close()
    }

    let summary = try await imported(data, into: test)

    #expect(summary.habits == 1 && summary.checkIns == 2)
    #expect(try await entries(test) == ["Floss 2015-03-01 done", "Floss 2024-03-02 done"])
  }

  @Test func entriesBefore2000AreSkippedAndReportedNotTheWholeFile() async throws {
    let test = try TestStore()
    let data = try LoopFixture.database([
      LoopFixture.Habit(
        name: "Floss",
        entries: [("1999-12-30", 2, nil), ("1999-12-31", 0, nil), ("2000-01-01", 2, nil)])
    ])

    let summary = try await imported(data, into: test)

    #expect(summary.checkIns == 1)
    #expect(summary.skipped == ["'Floss': 2 entries before 2000-01-01 (1999-12-30, 1999-12-31)"])
    #expect(try await entries(test) == ["Floss 2000-01-01 done"])
  }

  @Test func farFutureEntriesAreSkippedSoTheBackupStillRestores() async throws {
    let test = try TestStore()
    var data = try LoopFixture.database([
      LoopFixture.Habit(name: "Floss", entries: [("2024-01-01", 2, nil)])
    ])
    // Year 10000 and the largest timestamp SQLite can hold.
    data = try LoopFixture.edited(
      data, "INSERT INTO Repetitions (habit, timestamp, value) VALUES (1, ?, 2), (1, ?, 2)",
      arguments: [
        Int64(Limits.latestDay.daysSinceEpoch + 1) * 86_400_000, Int64.max,
      ])

    let summary = try await imported(data, into: test)

    #expect(summary.checkIns == 1)
    #expect(summary.skipped.count == 1)
    #expect(summary.skipped.first?.hasPrefix("'Floss': 2 entries after 9999-12-31 (") == true)
    let backup = try await test.store.backup(for: user, now: 1).encoded()
    let restored = try TestStore()
    let again = try await restored.store.restore(
      try BackupDocument.decode(backup), for: user, today: today)
    #expect(again.checkIns == 1)
  }

  @Test func twoEntriesForOneDayKeepTheLastAndAreReported() async throws {
    let test = try TestStore()
    var data = try LoopFixture.database([
      LoopFixture.Habit(name: "Floss", entries: [("2024-01-01", 0, nil)])
    ])
    // Without Loop's unique index, a second timestamp an hour later names the same day.
    data = try LoopFixture.edited(
      data,
      """
      DROP INDEX idx_repetitions_habit_timestamp;
      INSERT INTO Repetitions (habit, timestamp, value) VALUES (1, ?, 2);
      """,
      arguments: [Int64(day("2024-01-01").daysSinceEpoch) * 86_400_000 + 3_600_000])

    let summary = try await imported(data, into: test)

    #expect(try await entries(test) == ["Floss 2024-01-01 done"])
    #expect(
      summary.skipped == [
        "'Floss': 1 entry for a day that already had one; the last was kept (2024-01-01)"
      ])
  }

  @Test func frequenciesBeyondRipplesWindowKeepTheirRatioAndAreReported() async throws {
    let test = try TestStore()
    let data = try LoopFixture.database([
      LoopFixture.Habit(name: "Dentist", freq: (1, 400), position: 0),
      LoopFixture.Habit(name: "Haircut", freq: (2, 400), position: 1),
      LoopFixture.Habit(name: "Too much", freq: (9, 3), position: 2),
    ])

    let summary = try await imported(data, into: test)
    let habits = try await test.store.habits(for: user, filter: .all)

    #expect(
      habits.map(\.schedule) == [
        .timesInDays(times: 1, days: 365), .timesInDays(times: 1, days: 200), .daily,
      ])
    #expect(
      summary.adjusted == [
        "'Dentist': Loop's frequency 1 times in 400 days is longer than Ripple's 365-day window; imported as 1 in 365 days",
        "'Too much': Loop's frequency 9 times in 3 days is more than daily; imported as every day",
      ])
  }

  @Test func aTargetOfZeroOrLessIsReported() async throws {
    let test = try TestStore()
    let data = try LoopFixture.database([
      LoopFixture.Habit(name: "Water", numerical: true, target: 0, unit: "cups", position: 0),
      LoopFixture.Habit(
        name: "Sweets", numerical: true, atMost: true, target: -1, position: 1),
    ])

    let summary = try await imported(data, into: test)

    #expect(
      summary.adjusted == [
        "'Water': Loop's target at least 0.0 (always met) imported as at least 0.001",
        "'Sweets': Loop's target at most -1.0 (met only when nothing is logged) imported as at most 0.001",
      ])
  }

  @Test func anImportedAtMostHabitKeepsLoopsStrength() async throws {
    // Loop's score starts an at-most habit from full: two days within the limit show 100%.
    let test = try TestStore()
    let data = try LoopFixture.database([
      LoopFixture.Habit(
        name: "Snacks", numerical: true, atMost: true, target: 2, unit: "snacks",
        entries: [("2026-11-20", 1_000, nil), ("2026-11-21", 0, nil)])
    ])
    _ = try await imported(data, into: test)

    let log = try #require(try await test.store.logs(for: user, filter: .all).first)
    let strength = HabitStrength.current(
      HabitTimeline(log: log, through: today, firstWeekday: .monday))

    #expect(strength == 1)
  }
}
