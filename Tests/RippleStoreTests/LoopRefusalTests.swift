import Foundation
import GRDB
import RippleCore
import Testing

@testable import RippleLoopImport
@testable import RippleStore
@testable import RippleStoreSQLite

@Suite("Refusing files that are not Loop exports")
struct LoopRefusalTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var message: String
    var file: @Sendable () throws -> Data
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "text", message: "This is not a Loop Habit Tracker file") {
      Data("Habit Name,Date\n".utf8)
    },
    Case(name: "empty", message: "This is not a Loop Habit Tracker file") { Data() },
    Case(name: "a Ripple database", message: "no Habits and Repetitions tables") {
      try LoopFixture.withFile { path in _ = try SQLiteStore(path: path) }
    },
    Case(name: "Habits without columns", message: "table Habits has no column name") {
      try LoopFixture.database(
        [], schema: "CREATE TABLE Habits (id integer); CREATE TABLE Repetitions (id integer);")
    },
    Case(name: "zip of something else", message: "it has no Habits.csv") {
      try LoopFixture.zip([("notes.csv", "a,b\n")])
    },
    Case(name: "Habits.csv without names", message: "Habits.csv has no Name column") {
      try LoopFixture.zip([("Habits.csv", "Position,Title\n001,Floss\n")])
    },
    Case(name: "damaged zip", message: "This zip file cannot be read") {
      Data([0x50, 0x4B, 0x03, 0x04] + Array(repeating: 0x11, count: 200))
    },
    Case(
      name: "too many habits",
      message: "This Loop file has 1001 habits; Ripple imports at most 1000"
    ) {
      try LoopFixture.database((0...1_000).map { LoopFixture.Habit(name: "H\($0)", position: $0) })
    },
    Case(
      name: "too many habits in Habits.csv",
      message: "This Loop file has 1001 habits; Ripple imports at most 1000"
    ) {
      let rows = (1...1_001).map { "\($0),H\($0)\n" }.joined()
      return try LoopFixture.zip([("Habits.csv", "Position,Name\n" + rows)])
    },
    Case(
      name: "too many entries",
      message: "This Loop file has more than 500000 entries, the most Ripple imports at once"
    ) {
      let data = try LoopFixture.database([LoopFixture.Habit(name: "Floss")])
      return try LoopFixture.edited(
        data,
        """
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i <= 500000)
        INSERT INTO Repetitions (habit, timestamp, value) SELECT 1, i * 86400000, 2 FROM n
        """)
    },
    // ZIPFoundation's reader of archives in memory trapped here (a crash of the server).
    Case(
      name: "zip whose entry lies past its end",
      message: "This zip file is damaged: Habits.csv cannot be read"
    ) {
      try LoopRefusalTests.headerPastTheEnd(LoopFixture.zip([("Habits.csv", "Position,Name\n")]))
    },
    Case(name: "damaged database", message: "This Loop backup cannot be read") {
      Data(DatabaseInspection.sqliteMagic + Array(repeating: 0xEE, count: 4000))
    },
  ]

  /// `zip` with its first entry's local header placed by the central directory beyond the end
  /// of the file.
  static func headerPastTheEnd(_ zip: Data) -> Data {
    var bytes = [UInt8](zip)
    let directory = bytes.indices.first { bytes[$0...].starts(with: [0x50, 0x4B, 0x01, 0x02]) }!
    let offset = UInt32(bytes.count + 100)
    for index in 0..<4 {
      bytes[directory + 42 + index] = UInt8(truncatingIfNeeded: offset >> (8 * index))
    }
    return Data(bytes)
  }

  @Test(arguments: cases)
  func refusedAndNothingChanges(_ testCase: Case) async throws {
    let test = try TestStore()
    try await test.store.create(habit("Read"))
    let file = try testCase.file()

    let error = await #expect(throws: StoreError.self) {
      try await test.store.importLoop(file, for: user, today: today, now: 1)
    }

    guard case .badFile(let message) = error else {
      Issue.record("expected badFile, got \(String(describing: error))")
      return
    }
    #expect(message.contains(testCase.message), "\(message)")
    #expect(try await test.store.changeSequence(for: user) == 1)
  }
}
