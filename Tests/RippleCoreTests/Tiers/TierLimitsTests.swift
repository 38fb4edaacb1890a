import RippleCore
import Testing

@Suite struct TierLimitsTests {
  private let today = day("2026-03-04")
  private let plans: [(Tier, premium: Bool)] = [
    (.free, false), (.premium, true),
    (.premiumPlus(expires: day("2026-03-04")), true),
    (.premiumPlus(expires: day("2027-01-01")), true),
    (.premiumPlus(expires: day("2026-03-03")), false),
  ]

  @Test func premiumPlusIsPremiumUntilItsExpiryDay() {
    for (tier, premium) in plans { #expect(tier.isPremium(on: today) == premium, "\(tier)") }
    #expect(Tier.free.code == "free")
    #expect(Tier.premium.code == "premium")
    #expect(Tier.premiumPlus(expires: today).code == "premium_plus")
  }

  @Test func fiveActiveHabitsOnFree() {
    // "Up to 5 active habits".
    #expect(TierLimits.canAddActiveHabit(activeCount: 4, tier: .free, today: today) == .allowed)
    #expect(
      TierLimits.canAddActiveHabit(activeCount: 5, tier: .free, today: today)
        == .needsPremium(
          reason:
            "The free plan includes up to 5 active habits. Upgrade to Premium for unlimited habits, or archive one first."
        ))
    for (tier, premium) in plans {
      #expect(
        TierLimits.canAddActiveHabit(activeCount: 50, tier: tier, today: today).isAllowed
          == premium, "\(tier)")
    }
  }

  @Test func threeCustomCategoriesOnFree() {
    #expect(TierLimits.canAddCategory(count: 2, tier: .free, today: today).isAllowed)
    #expect(
      TierLimits.canAddCategory(count: 3, tier: .free, today: today)
        == .needsPremium(
          reason:
            "The free plan includes up to 3 custom categories. Upgrade to Premium for unlimited categories."
        ))
    #expect(TierLimits.canAddCategory(count: 3, tier: .premium, today: today).isAllowed)
  }

  private func habits(reminders: [[Reminder]], archived: Int? = nil) -> [Habit] {
    reminders.enumerated().map { index, reminders in
      habit("H\(index)", reminders: reminders, archived: index == archived)
    }
  }

  @Test func threeRemindersADayOnFree() {
    let daily = [Reminder(minuteOfDay: 480)]
    let three = habits(reminders: [daily, daily, daily])
    let four = habits(reminders: [daily, daily, daily, daily])
    #expect(TierLimits.checkReminders(of: three, tier: .free, today: today) == .allowed)
    #expect(
      TierLimits.checkReminders(of: four, tier: .free, today: today)
        == .needsPremium(
          reason:
            "The free plan includes up to 3 reminders a day. Upgrade to Premium for unlimited reminders."
        ))
    #expect(TierLimits.checkReminders(of: four, tier: .premium, today: today) == .allowed)
    // Four reminders, but never more than three on the same weekday.
    let mondays = [Reminder(minuteOfDay: 480, weekdays: WeekdaySet([.monday]))]
    let tuesdays = [Reminder(minuteOfDay: 480, weekdays: WeekdaySet([.tuesday]))]
    let spread = habits(reminders: [mondays, mondays, tuesdays, tuesdays])
    #expect(TierLimits.checkReminders(of: spread, tier: .free, today: today) == .allowed)
    // Two reminders on one habit count twice; archived habits remind nobody.
    let twice = habits(reminders: [daily + daily, daily, daily])
    #expect(!TierLimits.checkReminders(of: twice, tier: .free, today: today).isAllowed)
    let archived = habits(reminders: [daily, daily, daily, daily], archived: 0)
    #expect(TierLimits.checkReminders(of: archived, tier: .free, today: today) == .allowed)
  }

  @Test func sevenDaysOfStatisticsOnFree() {
    #expect(TierLimits.canSeeStatistics(days: 7, tier: .free, today: today) == .allowed)
    #expect(
      TierLimits.canSeeStatistics(days: 30, tier: .free, today: today)
        == .needsPremium(reason: "Monthly, yearly and all-time statistics are part of Premium."))
    #expect(TierLimits.canSeeStatistics(days: 3650, tier: .premium, today: today) == .allowed)
    #expect(!TierLimits.canSeeAdvancedInsights(tier: .free, today: today).isAllowed)
    #expect(TierLimits.canSeeAdvancedInsights(tier: .premium, today: today).isAllowed)
  }
}
