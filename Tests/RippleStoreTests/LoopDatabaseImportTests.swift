import Foundation
import RippleCore
import Testing

@testable import RippleLoopImport
@testable import RippleStore

@Suite("Importing Loop Habit Tracker's .db backup")
struct LoopDatabaseImportTests {
  static let wakeUp = LoopFixture.Habit(
    name: "Wake up early", question: "Did you wake up early today?", color: 0,
    reminder: (6, 30, 0b111_1100), position: 0,
    entries: [
      ("2024-01-01", 2, nil), ("2024-01-02", 0, nil), ("2024-01-03", 3, ""),
      ("2024-01-04", 1, nil), ("2024-01-05", -1, "no data"), ("2024-01-06", 2, "felt great"),
    ])
  static let pages = LoopFixture.Habit(
    name: "Pages", question: "How many pages?", description: "Any book", color: 11,
    numerical: true, target: 20, unit: "pages", position: 1,
    entries: [("2024-01-01", 25_000, nil), ("2024-01-02", 12_500, nil), ("2024-01-03", -1, nil)])
  static let run = LoopFixture.Habit(
    name: "Run", freq: (3, 7), color: 7, archived: true, position: 2,
    entries: [("2023-12-31", 2, nil)])
  static let snacks = LoopFixture.Habit(
    name: "Snacks", freq: (2, 5), numerical: true, atMost: true, target: 2, unit: "snacks",
    position: 3, entries: [("2024-01-01", 3, nil), ("2024-01-02", 0, nil)])

  func imported(_ data: Data, into test: TestStore) async throws -> ImportSummary {
    try await test.store.importLoop(data, for: user, today: today, now: 42)
  }

  @Test func importsHabitsWithTheirSettingsAndOrder() async throws {
    let test = try TestStore()
    let data = try LoopFixture.database([
      LoopDatabaseImportTests.run, LoopDatabaseImportTests.wakeUp,
      LoopDatabaseImportTests.snacks, LoopDatabaseImportTests.pages,
    ])

    let summary = try await imported(data, into: test)
    let habits = try await test.store.habits(for: user, filter: .all)

    #expect(summary.names == ["Wake up early", "Pages", "Run", "Snacks"])
    #expect(summary.checkIns == 9)
    #expect(habits.map(\.name) == summary.names)
    let (wake, pages, run, snacks) = (habits[0], habits[1], habits[2], habits[3])
    #expect(wake.description == "Did you wake up early today?")
    #expect(pages.description == "How many pages?\nAny book")
    #expect(wake.schedule == .daily)
    #expect(run.schedule == .timesPerWeek(3))
    #expect(snacks.schedule == .timesInDays(times: 2, days: 5))
    #expect(pages.measure == .numeric(target: 20, unit: "pages", kind: .atLeast))
    #expect(snacks.measure == .numeric(target: 2, unit: "snacks", kind: .atMost))
    #expect(
      wake.reminders == [
        Reminder(
          minuteOfDay: 390,
          weekdays: WeekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday]))
      ])
    #expect(run.isArchived && !wake.isArchived)
    #expect(habits.map(\.color) == ["#F43F5E", "#3B82F6", "#10B981", "#4ECDC4"])
    #expect(wake.createdDay == day("2024-01-01") && run.createdDay == day("2023-12-31"))
    #expect(habits.allSatisfy { $0.createdAt == 42 && $0.icon == "dot" })
  }

  @Test func importsEveryEntryAsACheckIn() async throws {
    let test = try TestStore()
    let data = try LoopFixture.database([
      LoopDatabaseImportTests.wakeUp, LoopDatabaseImportTests.pages,
      LoopDatabaseImportTests.snacks,
    ])
    _ = try await imported(data, into: test)

    let logs = try await test.store.logs(for: user, filter: .all)
    func entries(_ index: Int) -> [String] {
      logs[index].checkIns.values.sorted { $0.day < $1.day }.map { checkIn in
        [checkIn.day.text, checkIn.state.rawValue, checkIn.value.map { "\($0)" }, checkIn.note]
          .compactMap { $0 }.joined(separator: " ")
      }
    }

    #expect(
      entries(0) == [
        "2024-01-01 done", "2024-01-02 missed", "2024-01-03 skipped",
        "2024-01-06 done felt great",
      ])
    #expect(entries(1) == ["2024-01-01 done 25.0", "2024-01-02 done 12.5"])
    #expect(entries(2) == ["2024-01-01 skipped", "2024-01-02 done 0.0"])
  }

  @Test func clashingNamesGetANumber() async throws {
    let test = try TestStore()
    try await test.store.create(habit("Run"))
    let data = try LoopFixture.database([
      LoopFixture.Habit(name: "run", position: 0), LoopFixture.Habit(name: "Run", position: 1),
      LoopFixture.Habit(name: String(repeating: "x", count: 60), position: 2),
      LoopFixture.Habit(name: String(repeating: "X", count: 50), position: 3),
    ])

    let summary = try await imported(data, into: test)

    #expect(
      summary.names == [
        "run (2)", "Run (3)", String(repeating: "x", count: 50),
        String(repeating: "X", count: 46) + " (2)",
      ])
  }

  @Test func importsBeyondTheFreeTierArchivingWhatIsOverTheLimit() async throws {
    let test = try TestStore()
    let data = try LoopFixture.database(
      (0..<8).map { LoopFixture.Habit(name: "Habit \($0)", position: $0) })

    let summary = try await imported(data, into: test)

    #expect(summary.habits == 8)
    #expect(summary.archived == ["Habit 5", "Habit 6", "Habit 7"])
    #expect(try await test.store.habits(for: user, filter: .active).count == 5)
  }

  @Test func readsSchemasWithoutPositions() async throws {
    let test = try TestStore()
    let schema = """
      CREATE TABLE Habits (id integer primary key autoincrement, name text, freq_num integer,
        freq_den integer, color integer);
      CREATE TABLE Repetitions (id integer primary key autoincrement, habit integer,
        timestamp integer);
      INSERT INTO Habits (name, freq_num, freq_den, color) VALUES ('Floss', 1, 1, 3),
        ('Walk', 3, 7, 5);
      """
    let data = try LoopFixture.database([], version: 8, schema: schema)

    let summary = try await imported(data, into: test)

    #expect(summary.names == ["Floss", "Walk"])
  }

  @Test func readsOlderSchemas() async throws {
    let test = try TestStore()
    let schema = """
      CREATE TABLE Habits (id integer primary key autoincrement, archived integer, color integer,
        description text, freq_den integer, freq_num integer, highlight integer, name text,
        position integer, reminder_hour integer, reminder_min integer,
        reminder_days integer not null default 127, type integer not null default 0,
        target_type integer not null default 0, target_value real not null default 0,
        unit text not null default "");
      CREATE TABLE Repetitions (id integer primary key autoincrement, habit integer,
        timestamp integer, value integer not null default 2);
      """
    let data = try LoopFixture.database(
      [LoopFixture.Habit(name: "Floss", color: 12, entries: [("2018-03-01", 2, nil)])],
      version: 20, schema: schema)

    let summary = try await imported(data, into: test)

    #expect(summary == ImportSummary(habits: 1, checkIns: 1, names: ["Floss"]))
    // Before Loop's migration 21, colour 12 was its light grey.
    #expect(try await test.store.habits(for: user, filter: .all)[0].color == "#64748B")
  }
}
