import RippleCore
import Testing

@testable import RippleStore

/// The user-data writes as `UserRowStore` writes them once, over rows given as literals: what each
/// asks to read and what it asks to store, with no database behind it.
@Suite("User-data writes decide once, over the rows they asked for")
struct UserRowStoreTests {
  static let user = UserID.local
  static let today = day("2026-11-22")

  @Test func aHabitSavedUnchangedStoresNothing() async throws {
    let walk = habit("Walk", id: "habit-walk")
    let store = RowsGiven(UserRows(settings: Settings(), habits: [walk], categories: []))

    let answer = try await store.updateHabit(walk, for: Self.user, today: Self.today)

    #expect(answer == walk)
    #expect(store.stored.isEmpty)
  }

  @Test func aHabitArchivedIsStoredArchived() async throws {
    let walk = habit("Walk", id: "habit-walk")
    let store = RowsGiven(UserRows(settings: Settings(), habits: [walk]))

    let answer = try await store.setArchived(
      walk.id, archived: true, for: Self.user, today: Self.today, now: 5_000)

    #expect(answer.isArchived && answer.updatedAt == 5_000)
    #expect(store.stored == [[.habit(answer)]])
  }

  @Test func aGoalSavedWithItsHabitUnchangedStoresOnlyTheGoalAtTheNextRevision() async throws {
    let walk = habit("Walk", id: "habit-walk")
    var stored = goal("g1", habit: "habit-walk")
    stored.revision = 3
    let store = RowsGiven(
      UserRows(settings: Settings(), habits: [walk], categories: [], goal: stored))

    let saved = try await store.saveGoal(stored, habit: walk, for: Self.user, today: Self.today)

    #expect(saved.revision == 4)
    #expect(store.stored == [[.goal(saved)]])
    #expect(store.asked.map(\.goal) == ["g1"])
  }

  @Test func aReflectionOnAGoalThatIsNotStoredIsNotFound() async {
    let store = RowsGiven(UserRows(goal: nil, reflections: []))
    let reflection = GoalReflection(
      id: "r1", goalID: "g9", stage: 0, day: Self.today, worked: "", hard: "", createdAt: 0)

    await #expect(throws: StoreError.goalNotFound("g9")) {
      try await store.addReflection(reflection, for: Self.user)
    }
    #expect(store.stored.isEmpty)
  }

  @Test func aLicenceIsStoredWithTheSettingsOnItsTierEvenWhenTheTierIsTheSame() async throws {
    let store = RowsGiven(UserRows(settings: Settings(tier: .premium)))

    let settings = try await store.addLicence(
      "L-1", giving: .premium, for: Self.user, now: 7_000)

    #expect(settings.tier == .premium)
    #expect(store.stored == [[.licence("L-1", addedAt: 7_000), .settings(settings)]])
    #expect(store.asked.map(\.settings) == [true])
  }

  @Test func theGoalsAreOneReadOfEveryGoal() async throws {
    let stored = [goal("g1", habit: "habit-walk"), goal("g2", habit: "habit-read")]
    let store = RowsGiven(UserRows(goals: stored))

    let goals = try await store.goals(for: Self.user)

    #expect(goals == stored)
    #expect(store.asked.map(\.goals) == [true])
    #expect(store.asked.allSatisfy { $0.isOneStatement })
  }

  @Test func eraseEverythingIsOneErase() async throws {
    let store = RowsGiven(UserRows())

    try await store.clearAll(for: Self.user)

    #expect(store.stored == [[.erase(.everything)]])
  }

  @Test func aRestoreErasesTheBackedUpDataBeforeWritingTheBackupsInItsPlace() {
    let walk = habit("Walk", id: "habit-walk")
    let done = checkIn(walk, "2026-11-21")
    let document = BackupDocument(habits: [walk], checkIns: [done])

    #expect(
      UserRowWrite.replacingAll(with: document) == [
        .erase(.backedUpData), .settings(Settings()), .habit(walk), .checkIn(done),
        .removePrivateKeyring,
      ])
    // A backup made in private mode turns it on again, with its sealed words.
    let keyring = PrivateKeyringRecord(
      version: 1, iterations: 600_000, salt: "s", wrappedByPassphrase: "p",
      wrappedByRecovery: "r", updatedAt: 1)
    let item = PrivateItemRecord(kind: "habit", id: "habit-walk", sealed: "x", updatedAt: 2)
    let sealed = BackupDocument(
      habits: [walk], privateMode: BackupPrivateMode(keyring: keyring, items: [item]))
    #expect(
      UserRowWrite.replacingAll(with: sealed) == [
        .erase(.backedUpData), .settings(Settings()), .habit(walk), .privateKeyring(keyring),
        .privateItem(item),
      ])
  }

  @Test func aRowTheWriteDidNotAskForIsAMistakeNotAnEmptyList() {
    #expect(throws: StoreError.storage("The write did not read the habits it uses")) {
      try UserRows(settings: Settings()).habits()
    }
  }
}

/// A `UserRowStore` whose reads answer with the rows it was given, and which records what each
/// write asked to read and to store.
private final class RowsGiven: UserRowStore, @unchecked Sendable {
  let plans = TierPolicy()
  let rows: UserRows
  private(set) var asked: [UserRows.Wanted] = []
  private(set) var stored: [[UserRowWrite]] = []

  init(_ rows: UserRows) { self.rows = rows }

  func readRows(for user: UserID, reading wanted: UserRows.Wanted) async throws -> UserRows {
    asked.append(wanted)
    return rows
  }

  func writeRows<Value: Sendable>(
    for user: UserID, reading wanted: UserRows.Wanted,
    _ plan: @escaping @Sendable (UserRows) throws -> UserRowPlan<Value>
  ) async throws -> Value {
    asked.append(wanted)
    let planned = try plan(rows)
    if !planned.writes.isEmpty { stored.append(planned.writes) }
    return planned.value
  }
}
