import Foundation
import GRDB
import RippleCore
import Testing

@testable import RippleLoopImport
@testable import RippleStore
@testable import RippleStoreSQLite

@Suite("Refusing Loop backups whose cells have the wrong type or an absurd value")
struct LoopHostileCellTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var sql: String
    var arguments: StatementArguments = []
    var message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "text freq_num", sql: "UPDATE Habits SET freq_num = 'often'",
      message: "Loop table Habits, column freq_num, row id 1: expected a whole number, found text"),
    Case(
      name: "1e300 freq_num", sql: "UPDATE Habits SET freq_num = 1e300",
      message: "Loop table Habits, column freq_num, row id 1: expected a whole number"),
    Case(
      name: "name stored as a blob", sql: "UPDATE Habits SET name = x'00ff10'",
      message: "Loop table Habits, column name, row id 1: expected text, found a blob"),
    Case(
      name: "reminder_hour Int64.max", sql: "UPDATE Habits SET reminder_hour = ?",
      arguments: [Int64.max],
      message:
        "Loop table Habits, column reminder_hour, row id 1: 9223372036854775807 is outside 0…23"),
    Case(
      name: "negative freq_den", sql: "UPDATE Habits SET freq_den = -7",
      message: "Loop table Habits, column freq_den, row id 1: -7 is outside 1…2147483647"),
    Case(
      name: "huge target", sql: "UPDATE Habits SET target_value = 1e300",
      message: "Loop table Habits, column target_value, row id 1"),
    Case(
      name: "unknown habit type", sql: "UPDATE Habits SET type = 9",
      message: "Loop table Habits, column type, row id 1: 9 is outside 0…1"),
    Case(
      name: "text timestamp", sql: "UPDATE Repetitions SET timestamp = 'yesterday' WHERE id = 2",
      message:
        "Loop table Repetitions, column timestamp, row id 2: expected a whole number, found text"),
    Case(
      name: "blob value", sql: "UPDATE Repetitions SET value = x'01' WHERE id = 1",
      message:
        "Loop table Repetitions, column value, row id 1: expected a whole number, found a blob"),
    Case(
      name: "value beyond Loop's range", sql: "UPDATE Repetitions SET value = ? WHERE id = 1",
      arguments: [Int64.max], message: "Loop table Repetitions, column value, row id 1"),
  ]

  static func base() throws -> Data {
    try LoopFixture.database([
      LoopFixture.Habit(
        name: "Floss", reminder: (8, 0, 127),
        entries: [("2024-01-01", 2, nil), ("2024-01-02", 0, nil)])
    ])
  }

  @Test(arguments: cases)
  func refusedNamingTheCellAndNothingChanges(_ testCase: Case) async throws {
    let test = try TestStore()
    try await test.store.create(habit("Read"))
    let file = try LoopFixture.edited(
      try Self.base(), testCase.sql, arguments: testCase.arguments)

    let error = await #expect(throws: StoreError.self) {
      try await test.store.importLoop(file, for: user, today: today, now: 1)
    }

    guard case .badFile(let message) = error else {
      Issue.record("expected badFile, got \(String(describing: error))")
      return
    }
    #expect(message.hasPrefix(testCase.message), "\(message)")
    #expect(try await test.store.changeSequence(for: user) == 1)
    #expect(try await test.store.habits(for: user, filter: .all).map(\.name) == ["Read"])
  }
}
