import RippleCore
import RippleStore

/// A user's data with every kind of field, for backup, restore and export tests.
enum SampleData {
  static let health = Category(id: CategoryID("cat-health"), name: "Health", color: "#10B981")
  static let mind = Category(
    id: CategoryID("cat-mind"), name: "Mind", color: "#6366F1", sortOrder: 1)

  static let water = habit(
    "Water", schedule: .timesInDays(times: 3, days: 10),
    measure: .numeric(target: 8, unit: "glasses", kind: .atLeast),
    reminders: [Reminder(minuteOfDay: 480, weekdays: WeekdaySet([.monday, .friday]))],
    category: health.id)
  static let read = habit(
    "Read", schedule: .weekdays(WeekdaySet([.monday, .wednesday])), category: mind.id)
  static let sugar = habit(
    "Sugar", schedule: .monthDays([1, 15]),
    measure: .numeric(target: 2.5, unit: "spoons", kind: .atMost), archived: true)

  static var checkIns: [CheckIn] {
    [
      checkIn(water, "2026-11-20", value: 8, note: "with lemon, \"cold\""),
      checkIn(water, "2026-11-21", value: 3.5),
      checkIn(read, "2026-11-20", note: "line one\nline two"),
      checkIn(read, "2026-11-21", .skipped),
      CheckIn(
        habitID: read.id, day: day("2026-11-22"), state: .missed, mood: .okay, loggedMinute: 1290,
        updatedAt: 77),
      checkIn(sugar, "2026-10-15", value: 1),
    ]
  }

  static let settings = Settings(
    timeZone: "Europe/Paris", firstWeekday: .sunday, dayStartHour: 3, theme: .dark,
    celebrations: .subtle, tier: .premium, onboardingDone: true)

  /// A store holding the sample data.
  static func store() async throws -> TestStore {
    let test = try TestStore()
    try await fill(test.store)
    return test
  }

  /// Writes the sample data into `store`.
  static func fill(_ store: some RippleRepository) async throws {
    _ = try await store.saveSettings(settings, for: user)
    _ = try await store.savePlan(settings.tier, for: user)
    for category in [health, mind] {
      _ = try await store.createCategory(category, for: user, today: today)
    }
    try await store.create(water, read, sugar)
    for checkIn in checkIns { _ = try await store.upsertCheckIn(checkIn, for: user) }
  }
}
