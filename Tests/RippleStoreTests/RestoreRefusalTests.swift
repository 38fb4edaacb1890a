import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

/// Bad backups change nothing and say precisely what is wrong.
@Suite("Refusing bad backups")
struct RestoreRefusalTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var message: String
    var edit: @Sendable (inout String) -> Void
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "broken JSON", message: "not valid JSON") { $0.removeLast(3) },
    Case(name: "not a backup", message: "not a Ripple backup") { $0 = #"{"habits":[]}"# },
    Case(name: "newer version", message: "newer Ripple (version 2)") {
      $0 = $0.replacingOccurrences(of: #""version":1"#, with: #""version":2"#)
    },
    Case(name: "version zero", message: "Unknown backup version 0") {
      $0 = $0.replacingOccurrences(of: #""version":1"#, with: #""version":0"#)
    },
    Case(
      name: "duplicate name", message: "habits[1] 'water': A habit with this name already exists"
    ) {
      $0 = $0.replacingOccurrences(of: #""name":"Read""#, with: #""name":"water""#)
    },
    Case(name: "unknown habit", message: "checkIns[2] (2026-11-20): unknown habit ghost") {
      $0 = $0.replacingOccurrences(of: #""habitId":"habit-read""#, with: #""habitId":"ghost""#)
    },
    Case(name: "unknown category", message: "habits[0] 'Water': unknown category cat-gone") {
      $0 = $0.replacingOccurrences(
        of: #""categoryId":"cat-health""#, with: #""categoryId":"cat-gone""#)
    },
    Case(name: "bad schedule", message: "habits[0].schedule.kind: 'fortnightly' is not a kind") {
      $0 = $0.replacingOccurrences(of: #""kind":"times_in_days""#, with: #""kind":"fortnightly""#)
    },
    Case(name: "bad day", message: "checkIns[0].day: 2026-2-30 is not a date") {
      $0 = $0.replacingOccurrences(of: #""day":"2026-11-20""#, with: #""day":"2026-02-30""#)
    },
    Case(name: "bad state", message: "checkIns[5].state: 'maybe' is not one of") {
      $0 = $0.replacingOccurrences(
        of: #""state":"done","updatedAt":1000,"value":1}"#,
        with: #""state":"maybe","updatedAt":1000,"value":1}"#)
    },
    Case(name: "missing field", message: "habits[2].name: missing") {
      $0 = $0.replacingOccurrences(of: #""name":"Sugar","#, with: "")
    },
    Case(name: "too long note", message: "checkIns[3] (2026-11-21): Note must be 100 characters") {
      $0 = $0.replacingOccurrences(
        of: #""note":null,"state":"skipped""#,
        with: #""note":"\#(String(repeating: "x", count: 101))","state":"skipped""#)
    },
    Case(name: "blank category icon", message: "categories[0] 'Health'.icon: Please choose") {
      $0 = $0.replacingOccurrences(
        of: #""id":"cat-health""#, with: #""icon":" ","id":"cat-health""#)
    },
    Case(name: "bad settings", message: "settings.dayStartHour: Day start hour must be between") {
      $0 = $0.replacingOccurrences(of: #""dayStartHour":3"#, with: #""dayStartHour":30"#)
    },
    Case(name: "unknown time zone", message: "settings.timeZone: 'Mars/Base' is not a known") {
      $0 = $0.replacingOccurrences(
        of: #""timeZone":"Europe/Paris""#, with: #""timeZone":"Mars/Base""#)
    },
    Case(name: "NUL in a name", message: "habits[1] 'Re\u{0}ad': Text can't contain control") {
      $0 = $0.replacingOccurrences(of: #""name":"Read""#, with: #""name":"Re\u0000ad""#)
    },
    Case(
      name: "junk over the limit",
      message: "larger than \(BackupDocument.maximumSize / 1_048_576) MB"
    ) {
      $0 = String(repeating: " ", count: BackupDocument.maximumSize + 1)
    },
  ]

  @Test(arguments: cases)
  func refusedAndNothingChanges(_ testCase: Case) async throws {
    let test = try await SampleData.store()
    let before = try await test.store.backup(for: user, now: 1).encoded()
    var text = String(decoding: before, as: UTF8.self)
    testCase.edit(&text)

    let error = await #expect(throws: StoreError.self) {
      let document = try BackupDocument.decode(Data(text.utf8))
      return try await test.store.restore(document, for: user, today: today)
    }

    guard case .badFile(let message) = error else {
      Issue.record("expected badFile, got \(String(describing: error))")
      return
    }
    #expect(message.contains(testCase.message), "\(message)")
    #expect(try await test.store.backup(for: user, now: 1).encoded() == before)
  }

  @Test(arguments: StoreKind.available) func aDuplicateCheckInIsRefused(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let read = habit("Read")
    let document = BackupDocument(
      habits: [read], checkIns: [checkIn(read, "2026-11-20"), checkIn(read, "2026-11-20")])
    await #expect(
      throws: StoreError.badFile(
        "checkIns[1] (2026-11-20): a second check-in for the same habit and day")
    ) { try await test.store.restore(document, for: user, today: today) }
  }
}
