import RippleCore
import Testing

/// The reminder limit's exception for writes that keep or lower reminders already over it.
@Suite struct ReminderLimitTests {
  private let today = day("2026-03-04")
  private let daily = Reminder(minuteOfDay: 480)

  private func withReminders(_ name: String, _ count: Int) -> Habit {
    habit(name, reminders: Array(repeating: daily, count: count))
  }

  @Test func aNewHabitOverTheLimitNeedsPremium() {
    let others = [withReminders("A", 3)]
    let check = TierLimits.checkReminders(
      of: withReminders("B", 1), among: others, before: nil, tier: .free, today: today)
    #expect(!check.isAllowed)
    #expect(
      TierLimits.checkReminders(
        of: withReminders("B", 1), among: others, before: nil, tier: .premium, today: today)
        == .allowed)
  }

  @Test func keepingOrLoweringRemindersAlreadyOverTheLimitIsAllowed() {
    // Premium ended with five reminders a day: editing or trimming the habit stays possible.
    let before = withReminders("B", 2)
    let others = [withReminders("A", 3), before]
    var renamed = before
    renamed.description = "new words"
    #expect(
      TierLimits.checkReminders(
        of: renamed, among: others, before: before, tier: .free, today: today) == .allowed)
    #expect(
      TierLimits.checkReminders(
        of: withReminders("B", 1), among: others, before: before, tier: .free, today: today)
        == .allowed)
    #expect(
      !TierLimits.checkReminders(
        of: withReminders("B", 3), among: others, before: before, tier: .free, today: today
      )
      .isAllowed)
    var archived = before
    archived.isArchived = true
    #expect(
      !TierLimits.checkReminders(
        of: before, among: [withReminders("A", 3)], before: archived, tier: .free, today: today
      )
      .isAllowed)
  }
}
