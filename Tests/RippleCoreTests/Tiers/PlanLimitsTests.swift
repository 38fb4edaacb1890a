import RippleCore
import Testing

@Suite struct PlanLimitsTests {
  private let today = day("2026-03-04")

  @Test func freeLimitsAreTheFreeTiers() {
    let limits = PlanLimits(tier: .free, today: today)
    #expect(!limits.isPremium)
    #expect(limits.activeHabits == 5)
    #expect(limits.categories == 3)
    #expect(limits.remindersPerDay == 3)
    #expect(limits.statisticsDays == 7)
    #expect(!limits.advancedInsights)
  }

  @Test func premiumIsUnlimitedUntilPremiumPlusExpires() {
    for tier in [Tier.premium, .premiumPlus(expires: today)] {
      let limits = PlanLimits(tier: tier, today: today)
      #expect(limits.isPremium)
      #expect(limits.activeHabits == nil && limits.categories == nil)
      #expect(limits.remindersPerDay == nil && limits.statisticsDays == nil)
      #expect(limits.advancedInsights)
    }
    let expired = PlanLimits(tier: .premiumPlus(expires: day("2026-03-03")), today: today)
    #expect(expired == PlanLimits(tier: .free, today: today))
  }

  @Test func scheduleKindsByCode() {
    #expect(ScheduleKind.allCases.map(\.code).contains("times_per_week"))
    #expect(Schedule.timesPerWeek(3).kind == .timesPerWeek)
    #expect(Schedule.monthDays([1]).kind.code == "month_days")
    for kind in ScheduleKind.allCases where kind != .timesPerWeek {
      #expect(kind.streakUnit == .day)
    }
    #expect(Schedule.timesPerWeek(2).streakUnit == ScheduleKind.timesPerWeek.streakUnit)
    #expect(ScheduleKind.allCases.filter { !$0.isOffered } == [.timesInDays])
  }
}
