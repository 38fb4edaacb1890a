import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

@Suite("Backup and restore")
struct BackupTests {
  @Test(arguments: StoreKind.available) func backupRestoreBackupGivesTheSameBytes(
    _ kind: StoreKind
  ) async throws {
    let source = try await SampleData.store()
    let first = try await source.store.backup(for: user, now: 1_700_000_000_000).encoded()

    let target = try await StoreFixture(kind)
    _ = try await target.store.savePlan(.premium, for: user)
    try await target.store.create(habit("Something else"))
    let summary = try await target.store.restore(
      BackupDocument.decode(first), for: user, today: today)
    let second = try await target.store.backup(for: user, now: 1_700_000_000_000).encoded()

    #expect(summary == ImportSummary(habits: 3, checkIns: 6, names: ["Water", "Read", "Sugar"]))
    #expect(second == first)
  }

  @Test func theDocumentUsesTheAPIShapes() async throws {
    let source = try await SampleData.store()
    let document = try await source.store.backup(for: user, now: 5)
    let json = String(decoding: try document.encoded(), as: UTF8.self)

    for fragment in [
      #""format":"ripple-backup""#, #""version":1"#, #""exportedAt":5"#,
      #""schedule":{"days":10,"kind":"times_in_days","times":3}"#,
      #""measure":{"kind":"numeric","target":8,"targetKind":"at_least","unit":"glasses"}"#,
      #""reminders":[{"time":"08:00","weekdays":["mon","fri"]}]"#,
      #""schedule":{"days":[1,15],"kind":"month_days"}"#, #""categoryId":null"#,
      #""firstWeekday":"sun""#, #""tier":"premium""#, #""mood":"okay""#, #""loggedMinute":1290"#,
    ] {
      #expect(json.contains(fragment), "\(fragment)")
    }
  }

  @Test(arguments: StoreKind.available) func restoreKeepsTheStoredTierAndArchivesWhatIsOverItsLimit(
    _ kind: StoreKind
  ) async throws {
    var document = BackupDocument(settings: Settings(tier: .premium))
    document.habits = (1...8).map { habit("Habit \($0)") }
    let test = try await StoreFixture(kind)

    let summary = try await test.store.restore(document, for: user, today: today)

    #expect(try await test.store.habits(for: user, filter: .active).count == 5)
    #expect(try await test.store.habits(for: user, filter: .all).count == 8)
    #expect(summary.archived == ["Habit 6", "Habit 7", "Habit 8"])
    #expect(try await test.store.settings(for: user).tier == .free)
  }

  @Test func restoreReplacesEverything() async throws {
    let test = try await SampleData.store()
    let empty = BackupDocument(settings: Settings(theme: .light))
    _ = try await test.store.restore(empty, for: user, today: today)

    #expect(try await test.store.habits(for: user, filter: .all).isEmpty)
    #expect(try await test.store.categories(for: user).isEmpty)
    #expect(try await test.store.checkIns(for: user, habit: nil, in: nil).isEmpty)
    #expect(try await test.store.settings(for: user) == Settings(theme: .light, tier: .premium))
  }
}
