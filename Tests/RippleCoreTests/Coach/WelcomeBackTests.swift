import RippleCore
import Testing

/// Re-engagement (item 7): back after 3 or more days without logging.
@Suite struct WelcomeBackTests {
  let state = CoachFixtures.state()

  func welcome(_ history: String, today: String, state: CoachState? = nil) -> WelcomeBack? {
    let state = state ?? self.state
    return WelcomeBack(
      state: state, log: CoachFixtures.log(history, state: state), today: day(today))
  }

  @Test func twoDaysAwayIsNoAbsence() {
    #expect(welcome("xx", today: "2026-03-06") == nil)  // Wed and Thu not logged
    #expect(welcome("xxxx", today: "2026-03-06") == nil)
  }

  @Test func threeDaysAwayWelcomesBackWithTheDaysToFillIn() {
    let back = welcome("xx", today: "2026-03-07")
    #expect(back?.daysAway == 3)
    #expect(back?.backfillDays == [day("2026-03-04"), day("2026-03-05"), day("2026-03-06")])
    #expect(back?.message.situation == .returnAfterAbsence)
    #expect(
      CoachMessages.library(.returnAfterAbsence).contains {
        $0.contains("Progress, not perfection")
      })
  }

  @Test func backfillingWritesOnlyTheOfferedDays() throws {
    let back = try #require(welcome("x", today: "2026-03-06"))
    let checkIns = back.backfill(
      [(day("2026-03-03"), .done), (day("2026-03-04"), .skipped), (day("2026-03-06"), .done)],
      habitID: CoachFixtures.habitID)
    #expect(checkIns.map { $0.day } == [day("2026-03-03"), day("2026-03-04")])
    #expect(checkIns.map { $0.state } == [.done, .skipped])
  }

  @Test func atMostAWeekIsOffered() {
    let back = welcome("x", today: "2026-03-20")
    #expect(back?.daysAway == 17)
    #expect(back?.backfillDays.count == 7)
    #expect(back?.backfillDays.last == day("2026-03-19"))
  }

  @Test func aPauseIsNoAbsence() throws {
    let paused = try CoachMoves.apply(
      .pause(.vacation(resume: day("2026-03-09"))), to: state, today: day("2026-03-03"),
      firstWeekday: .monday
    ).state
    #expect(welcome("x", today: "2026-03-08", state: paused) == nil)
    let back = try CoachMoves.apply(
      .resume, to: paused, today: day("2026-03-09"), firstWeekday: .monday
    ).state
    #expect(welcome("x", today: "2026-03-10", state: back) == nil)
    #expect(welcome("x", today: "2026-03-12", state: back)?.daysAway == 3)
  }
}
