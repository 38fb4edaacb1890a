import Foundation
import RippleCore
import Testing

@testable import RippleLoopImport
@testable import RippleStore

@Suite("Importing Loop Habit Tracker's CSV export")
struct LoopCSVImportTests {
  /// What Loop 2.x writes (`HabitsCSVExporter` with opencsv).
  static let current: [(String, String)] = [
    (
      "Habits.csv",
      """
      Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?
      001,Wake up early,YES_NO,Did you wake up early?,,1,1,#D32F2F,,,,false
      002,"Pages, books",NUMERICAL,How many pages?,"Any ""good"" book",1,1,#1976D2,pages,AT_LEAST,20.0,false
      003,Run,YES_NO,,,3,7,#388E3C,,,,true

      """
    ),
    (
      "001 Wake up early/Checkmarks.csv",
      """
      Date,Value,Notes
      2024-01-06,YES_MANUAL,felt great
      2024-01-05,UNKNOWN,
      2024-01-04,YES_AUTO,
      2024-01-03,SKIP,
      2024-01-02,NO,
      2024-01-01,YES_MANUAL,

      """
    ),
    ("001 Wake up early/Scores.csv", "Date,Score\n2024-01-06,0.1000\n"),
    (
      "002 Pages books/Checkmarks.csv",
      "Date,Value,Notes\n2024-01-02,12500,\n2024-01-01,25000,\"long, good\"\n"
    ),
    ("003 Run/Checkmarks.csv", "Date,Value,Notes\n2023-12-31,YES_MANUAL,\n"),
    ("Checkmarks.csv", "Date,Wake up early,Pages, books,Run,\n2024-01-06,2,0,0,\n"),
    ("Scores.csv", "Date,Wake up early,Pages, books,Run,\n2024-01-06,0.1,0.0,0.0,\n"),
  ]

  /// What Loop 1.x wrote: no Type column, integer values, no header in `Checkmarks.csv`.
  static let older: [(String, String)] = [
    (
      "Habits.csv",
      "Position,Name,Description,NumRepetitions,Interval,Color\n001,Floss,Every night,1,2,#8E24AA\n"
    ),
    ("001 Floss/Checkmarks.csv", "2018-03-01,2\n2018-03-02,0\n2018-03-03,1\n2018-03-04,-1\n"),
  ]

  @Test func importsTheCurrentFormat() async throws {
    let test = try TestStore()
    let summary = try await test.store.importLoop(
      LoopFixture.zip(LoopCSVImportTests.current), for: user, today: today, now: 42)

    let logs = try await test.store.logs(for: user, filter: .all)
    let habits = logs.map(\.habit)
    #expect(
      summary
        == ImportSummary(habits: 3, checkIns: 7, names: ["Wake up early", "Pages, books", "Run"]))
    #expect(habits[1].measure == .numeric(target: 20, unit: "pages", kind: .atLeast))
    #expect(habits[1].description == "How many pages?\nAny \"good\" book")
    #expect(habits[2].schedule == .timesPerWeek(3) && habits[2].isArchived)
    #expect(habits.map(\.color) == ["#F43F5E", "#3B82F6", "#10B981"])
    #expect(logs[0].checkIns[day("2024-01-06")]?.note == "felt great")
    #expect(logs[0].checkIns[day("2024-01-03")]?.state == .skipped)
    #expect(logs[0].checkIns[day("2024-01-02")]?.state == .missed)
    #expect(logs[0].checkIns[day("2024-01-04")] == nil)
    #expect(logs[1].checkIns[day("2024-01-01")]?.value == 25)
    #expect(logs[1].checkIns[day("2024-01-01")]?.note == "long, good")
  }

  @Test func importsTheOlderFormat() async throws {
    let test = try TestStore()
    let summary = try await test.store.importLoop(
      LoopFixture.zip(LoopCSVImportTests.older), for: user, today: today, now: 42)

    let log = try await test.store.logs(for: user, filter: .all)[0]
    #expect(summary == ImportSummary(habits: 1, checkIns: 2, names: ["Floss"]))
    #expect(log.habit.schedule == .timesInDays(times: 1, days: 2))
    #expect(log.habit.description == "Every night")
    #expect(log.habit.color == "#A855F7")
    #expect(
      log.checkIns.values.map(\.state).sorted { $0.rawValue < $1.rawValue } == [.done, .missed])
  }

  @Test func acceptsTheExportInsideAFolder() async throws {
    let test = try TestStore()
    let nested = LoopCSVImportTests.older.map { ("Loop Habits CSV 2018-03-05/" + $0.0, $0.1) }
    let summary = try await test.store.importLoop(
      LoopFixture.zip(nested), for: user, today: today, now: 42)
    #expect(summary.checkIns == 2)
  }
}
