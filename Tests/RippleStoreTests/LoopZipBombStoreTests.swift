import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleLoopImport
@testable import RippleStore

@Suite("Loop zips are measured by what they inflate to, not by their headers")
struct LoopZipBombStoreTests {
  @Test func aZipThatInflatesPastTheCapIsRefusedAndNothingChanges() async throws {
    let test = try TestStore()
    try await test.store.create(habit("Read"))
    let cap = LoopCSVArchiveReader.maximumExtractedSize
    let bomb = Data(ZipBomb.loopExport(expandingTo: cap + cap / 2))

    let error = await #expect(throws: StoreError.self) {
      try await test.store.importLoop(bomb, for: user, today: today, now: 1)
    }

    #expect(
      error
        == .fileTooLarge(
          "This zip file expands to more than 64 MB; a Loop Habit Tracker export is far smaller"))
    #expect(try await test.store.changeSequence(for: user) == 1)
  }

  @Test func spendingPastTheBudgetStopsAtTheFirstByteOver() throws {
    var budget = LoopExtractionBudget(limit: 10)
    try budget.spend(6)
    try budget.spend(4)
    #expect(throws: StoreError.self) { try budget.spend(1) }
  }
}
