import RippleCore
import Testing

/// Today's one streak banner: only when it helps.
@Suite struct GraceBannerTests {
  /// Wednesday 4 March 2026; the histories begin on Monday 2 March.
  private let today = day("2026-03-04")

  private func at(_ hour: Int, _ minute: Int = 0) -> UserMoment {
    UserMoment(day: today, minuteOfDay: hour * 60 + minute, minutesIntoDay: hour * 60 + minute)
  }

  private func view(_ logs: [HabitLog], _ moment: UserMoment) -> TodayView {
    TodayView(logs: logs, today: today, settings: Settings(), moment: moment)
  }

  /// Done on Monday and Tuesday at `minute` (nil: time unknown), nothing yet today.
  private func twoDays(_ name: String, at minute: Int? = nil, from start: Day = monday) -> HabitLog
  {
    let habit = habit(name, created: start)
    let days = start.distance(to: today)
    return HabitLog(
      habit: habit,
      checkIns: (0..<days).map {
        CheckIn(habitID: habit.id, day: start.adding(days: $0), state: .done, loggedMinute: minute)
      })
  }

  @Test func aMorningWithStreaksRunningHasNoBanner() {
    let view = view([twoDays("Read"), twoDays("Walk"), twoDays("Stretch")], at(9))
    #expect(view.atRisk.count == 3)
    #expect(view.graceBanner == nil)
  }

  @Test func theLastHoursShowOneBannerForTheLongestStreak() {
    let longer = twoDays("Walk", from: monday.adding(days: -5))
    let banner = view([twoDays("Read"), longer, twoDays("Stretch")], at(22, 30)).graceBanner
    #expect(banner?.reason == .windowClosing)
    #expect(banner?.card.habit.name == "Walk")
    #expect(
      banner?.message
        == "Streak at risk! Complete Walk in the next 2 hours to keep your 7-day streak alive.")
    #expect(view([twoDays("Read")], at(20, 59)).graceBanner == nil)
    #expect(view([twoDays("Read")], at(21, 0)).graceBanner?.reason == .windowClosing)
  }

  @Test func theUsualTimeGoneByShowsTheBanner() {
    let early = twoDays("Read", at: 7 * 60, from: monday.adding(days: -3))
    #expect(view([early], at(7)).graceBanner == nil)
    #expect(view([early], at(7, 1)).graceBanner?.reason == .usualTimePassed)
    // Two timed completions are not yet a habit of time.
    #expect(view([twoDays("Read", at: 7 * 60)], at(9)).graceBanner == nil)
  }

  @Test func aLimitHabitIsAtRiskOnlyAtItsLimit() {
    let under = numericLog(.atMost, target: 3, values: [2, 1, nil])
    let card = view([under], at(22, 30)).cards[0]
    #expect(!card.streak.atRisk && card.atRiskMessage == nil)
    #expect(view([under], at(22, 30)).graceBanner == nil)
    let atLimit = numericLog(.atMost, target: 3, values: [2, 1, 3])
    let banner = view([atLimit], at(9)).graceBanner
    #expect(banner?.reason == .limitReached)
    #expect(
      banner?.message
        == "Streak at risk! Pages has reached today's limit: one more ends your 3-day streak.")
    let over = numericLog(.atMost, target: 3, values: [2, 1, 4])
    #expect(view([over], at(9)).graceBanner == nil)
  }
}
