import Foundation
import RippleCore
import RippleStore
import RippleTestSupport
import Testing

@testable import RippleImports

/// Imports through the store, on both databases: a preview writes nothing and agrees with the
/// import; a second import of the same file adds nothing; Ripple's own CSV comes back as the
/// same habits and days.
@Suite struct FileImportStoreTests {
  static let today = ImportFixtures.today
  static let files = [
    "habitkit.json", "habitica-history.csv", "habitica-userdata.json", "beaver.json",
    "habitbull.csv", "any-dmy.csv", "tickmate.db", "table-habit.json",
  ]

  @Test(arguments: StoreKind.available) func everyFormatPreviewsWhatItImportsAndImportsOnce(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    for name in Self.files {
      let data = try ImportFixtures.data(name)
      let before = try await test.store.logs(for: user, filter: .all, from: nil)
      let previewed = try await preview(data, test.store)
      let after = try await test.store.logs(for: user, filter: .all, from: nil)
      #expect(after.map(\.checkIns.count) == before.map(\.checkIns.count), "\(name)")
      #expect(after.count == before.count, "a preview writes nothing: \(name)")
      let imported = try await test.store.importFile(
        data, options: ImportOptions(), for: user, zone: .gmt, today: Self.today, now: 2_000)
      #expect(imported.summary == previewed.summary, "\(name)")
      #expect(imported.summary.checkIns > 0, "\(name)")

      let again = try await preview(data, test.store)
      #expect(again.summary.habits == 0, "\(name)")
      #expect(again.summary.checkIns == 0, "\(name)")
      let second = try await test.store.importFile(
        data, options: ImportOptions(), for: user, zone: .gmt, today: Self.today, now: 3_000)
      #expect(second.summary.checkIns == 0 && second.summary.habits == 0, "\(name)")
    }
    let logs = try await test.store.logs(for: user, filter: .all, from: nil)
    let tickmate = try #require(logs.first { $0.habit.name == "Coffee" })
    #expect(tickmate.checkIns[day("2024-01-31")]?.value == 2)
  }

  /// A merged habit gains only the days it lacks: what the person logged stays as it is.
  @Test(arguments: StoreKind.available) func aMergeLeavesTheDaysAlreadyLoggedAlone(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let read = try await test.store.create(habit("read"))[0]
    _ = try await test.store.upsertCheckIn(
      CheckIn(habitID: read.id, day: day("2024-03-01"), state: .done, note: "mine", updatedAt: 5),
      for: user)
    let result = try await test.store.importFile(
      try ImportFixtures.data("beaver.json"), options: ImportOptions(), for: user, zone: .gmt,
      today: Self.today, now: 2_000)
    #expect(result.summary.names == ["Swim"])
    #expect(result.summary.adjusted.contains("'read': 2 days added to your habit of that name"))
    let log = try #require(
      try await test.store.logs(for: user, filter: .all, from: nil).first { $0.habit.id == read.id }
    )
    #expect(log.checkIns[day("2024-03-01")]?.note == "mine")
    #expect(log.checkIns[day("2024-03-02")]?.state == .done)
    #expect(log.checkIns[day("2024-03-03")]?.state == .skipped)
  }

  /// Ripple's CSV export, imported into an empty store, holds the same habits, days, values and
  /// notes (and so exports the same rows); a numeric habit's target comes from how its days
  /// were judged.
  @Test(arguments: StoreKind.available) func ripplesOwnCSVRoundTrips(_ kind: StoreKind) async throws
  {
    let source = try await StoreFixture(kind)
    _ = try await source.store.importFile(
      try ImportFixtures.data("habitkit.json"), options: ImportOptions(), for: user, zone: .gmt,
      today: Self.today, now: 2_000)
    _ = try await source.store.importFile(
      try ImportFixtures.data("beaver.json"), options: ImportOptions(), for: user, zone: .gmt,
      today: Self.today, now: 2_000)
    let csv = try await source.store.export(
      .csv, for: user, range: nil, includeNotes: true, now: 3_000)

    let target = try await StoreFixture(kind)
    let result = try await target.store.importFile(
      csv, options: ImportOptions(), for: user, zone: .gmt, today: Self.today, now: 4_000)
    #expect(result.kind == .rippleCSV)
    let back = try await target.store.export(
      .csv, for: user, range: nil, includeNotes: true, now: 3_000)
    func rows(_ data: Data) -> Set<Substring> {
      Set(String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline))
    }
    #expect(rows(back) == rows(csv))
    let sweets = try #require(
      try await target.store.habits(for: user, filter: .all).first { $0.name == "Sweets" })
    #expect(sweets.measure == .numeric(target: 1, unit: "", kind: .atMost))
  }

  /// A file refused part-way leaves the store as it was.
  @Test(arguments: StoreKind.available) func aRefusedFileWritesNothing(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    var text = try String(decoding: ImportFixtures.data("habitkit.json"), as: UTF8.self)
    text = text.replacingOccurrences(of: #""2024-03-05T23:00:00.000Z""#, with: #""yesterday""#)
    await #expect(throws: StoreError.self) {
      try await test.store.importFile(
        Data(text.utf8), options: ImportOptions(), for: user, zone: .gmt, today: Self.today,
        now: 2_000)
    }
    #expect(try await test.store.habits(for: user, filter: .all).isEmpty)
  }

  private func preview(
    _ data: Data, _ store: some RippleRepository
  ) async throws -> FileImportResult {
    try await store.previewFile(
      data, options: ImportOptions(), for: user, zone: .gmt, today: Self.today, now: 2_000)
  }
}
