import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

@Suite("Free-tier limits on writes")
struct TierLimitTests {
  static let fiveHabits = (1...5).map { habit("Habit \($0)") }

  func storeWithFiveHabits(_ kind: StoreKind, tier: Tier = .free) async throws -> StoreFixture {
    let test = try await StoreFixture(kind)
    _ = try await test.store.savePlan(tier, for: user)
    for habit in TierLimitTests.fiveHabits { try await test.store.create(habit) }
    return test
  }

  @Test(arguments: StoreKind.available)
  func aSixthActiveHabitIsRefusedWithTheReasonAndNothingIsWritten(
    _ kind: StoreKind
  ) async throws {
    let test = try await storeWithFiveHabits(kind)
    let sequence = try await test.store.changeSequence(for: user)

    let error = await #expect(throws: StoreError.self) {
      try await test.store.create(habit("Sixth"))
    }

    guard case .needsPremium(let reason) = error else {
      Issue.record("expected needsPremium, got \(String(describing: error))")
      return
    }
    #expect(reason.contains("up to 5 active habits"))
    #expect(try await test.store.habits(for: user, filter: .all).count == 5)
    #expect(try await test.store.changeSequence(for: user) == sequence)
  }

  @Test(
    arguments: StoreKind.available,
    [
      Tier.premium, .premiumPlus(expires: day("2026-11-22")),
      .premiumPlus(expires: day("2027-01-01")),
    ])
  func premiumLiftsTheLimit(_ kind: StoreKind, _ tier: Tier) async throws {
    let test = try await storeWithFiveHabits(kind, tier: tier)
    try await test.store.create(habit("Sixth"))
    #expect(try await test.store.habits(for: user, filter: .active).count == 6)
  }

  @Test(arguments: StoreKind.available) func anExpiredPremiumPlusIsTheFreeTier(
    _ kind: StoreKind
  ) async throws {
    let test = try await storeWithFiveHabits(
      kind, tier: .premiumPlus(expires: day("2026-11-21")))
    await #expect(throws: StoreError.self) { try await test.store.create(habit("Sixth")) }
  }

  @Test(arguments: StoreKind.available) func archivedHabitsDoNotCountButUnarchivingIsChecked(
    _ kind: StoreKind
  ) async throws {
    let test = try await storeWithFiveHabits(kind)
    try await test.store.create(habit("Archived", archived: true))
    _ = try await test.store.setArchived(
      HabitID("habit-habit-1"), archived: true, for: user, today: today, now: 1)
    try await test.store.create(habit("Sixth"))

    await #expect(throws: StoreError.self) {
      try await test.store.setArchived(
        HabitID("habit-archived"), archived: false, for: user, today: today, now: 2)
    }
    var unarchived = try await test.store.habit(HabitID("habit-habit-1"), for: user)
    unarchived.isArchived = false
    await #expect(throws: StoreError.self) {
      try await test.store.updateHabit(unarchived, for: user, today: today)
    }
    #expect(try await test.store.habits(for: user, filter: .active).count == 5)
  }

  @Test(arguments: StoreKind.available) func aFourthReminderOnADayIsRefused(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let morning = [Reminder(minuteOfDay: 480, weekdays: WeekdaySet([.monday, .tuesday]))]
    try await test.store.create(
      habit("A", reminders: morning), habit("B", reminders: morning), habit("C", reminders: morning)
    )

    await #expect(throws: StoreError.self) {
      try await test.store.create(habit("D", reminders: morning))
    }
    try await test.store.create(
      habit("E", reminders: [Reminder(minuteOfDay: 480, weekdays: WeekdaySet([.friday]))]))
  }

  @Test(arguments: StoreKind.available) func aFourthCategoryIsRefused(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    for name in ["Health", "Work", "Mind"] {
      _ = try await test.store.createCategory(
        Category(id: CategoryID(name), name: name), for: user, today: today)
    }
    let error = await #expect(throws: StoreError.self) {
      try await test.store.createCategory(
        Category(id: CategoryID("Home"), name: "Home"), for: user, today: today)
    }
    #expect(error?.message.contains("3 custom categories") == true)
    #expect(try await test.store.categories(for: user).count == 3)
  }
}
