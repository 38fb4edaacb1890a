import Foundation
import RippleCore
import RippleTestSupport
import RippleWire
import Testing

@testable import RippleStore

@Suite("Export")
struct ExportTests {
  @Test func csvHasTheColumnsAndQuotesWhatNeedsIt() async throws {
    let test = try await SampleData.store()
    let data = try await test.store.export(
      .csv, for: user, range: day("2026-11-20")...day("2026-11-21"), includeNotes: true, now: 0)

    let expected = [
      "Habit Name,Date,Status,Value,Note",
      #"Water,2026-11-20,Completed,8,"with lemon, ""cold""""#,
      "Read,2026-11-20,Completed,,\"line one\nline two\"",
      "Water,2026-11-21,Partial,3.5,",
      "Read,2026-11-21,Skipped,,",
    ]
    #expect(String(decoding: data, as: UTF8.self) == expected.map { $0 + "\r\n" }.joined())
  }

  @Test func csvRoundTripsThroughAParser() async throws {
    let test = try await SampleData.store()
    let data = try await test.store.export(.csv, for: user, range: nil, includeNotes: true, now: 0)

    let records = CSVText.records(String(decoding: data, as: UTF8.self))

    #expect(records.count == 7)
    #expect(records.allSatisfy { $0.count == 5 })
    #expect(records.map { $0[4] }.contains("line one\nline two"))
    #expect(records.last == ["Read", "2026-11-22", "Missed", "", ""])
  }

  @Test func withoutNotes() async throws {
    let test = try await SampleData.store()
    let csv = try await test.store.export(.csv, for: user, range: nil, includeNotes: false, now: 0)
    let json = try await test.store.export(
      .json, for: user, range: nil, includeNotes: false, now: 0)

    #expect(!String(decoding: csv, as: UTF8.self).contains("lemon"))
    #expect(!String(decoding: json, as: UTF8.self).contains("lemon"))
  }

  @Test func jsonHasHabitsAndCheckInsOfTheRange() async throws {
    let test = try await SampleData.store()
    let data = try await test.store.export(
      .json, for: user, range: day("2026-11-22")...day("2026-11-30"), includeNotes: true, now: 9)

    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let checkIns = object?["checkIns"] as? [[String: Any]]

    #expect(object?["format"] as? String == "ripple-export")
    #expect(object?["start"] as? String == "2026-11-22")
    #expect((object?["habits"] as? [Any])?.count == 3)
    #expect(checkIns?.count == 1)
    #expect(checkIns?.first?["mood"] as? String == "okay")
  }
}

@Suite("CSV export neutralises formulas")
struct CSVInjectionTests {
  @Test(arguments: [
    ("=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"\"http://x\"\")"), ("+1", "'+1"), ("-2+3", "'-2+3"),
    ("@SUM(A1)", "'@SUM(A1)"), ("\tcmd", "'\tcmd"), ("plain", "plain"), ("a=b", "a=b"),
  ])
  func cellsASpreadsheetWouldRunGetALeadingQuote(text: String, cell: String) {
    let field = CheckInsCSV.field(text)
    let unquoted =
      field.hasPrefix("\"") ? String(field.dropFirst().dropLast()) : field
    #expect(unquoted == cell)
  }

  @Test(arguments: StoreKind.available) func namesAndNotesInTheExportAreNeutralised(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let sum = try await test.store.create(habit("=1+2"))[0]
    _ = try await test.store.upsertCheckIn(
      checkIn(sum, "2026-11-20", note: "@cmd|' /C calc'!A0"), for: user)

    let csv = String(
      decoding: try await test.store.export(
        .csv, for: user, range: nil, includeNotes: true, now: 0),
      as: UTF8.self)

    #expect(csv.contains("\r\n'=1+2,2026-11-20,Completed,,'@cmd|' /C calc'!A0\r\n"))
  }
}
