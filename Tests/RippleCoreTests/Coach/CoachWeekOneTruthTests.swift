import RippleCore
import Testing

/// One count and one ask for a goal's week, wherever it shows: the coach's week, its words, the
/// linked habit's card on Today and the card a check-in answers with. "Stretch every evening"
/// asks 4 of 7 days; weeks start on Monday 2 March 2026.
@Suite struct CoachWeekOneTruthTests {
  let sunday = day("2026-03-08")
  let settings = Settings(firstWeekday: .monday)

  func moment(_ today: Day) -> UserMoment {
    UserMoment(day: today, minuteOfDay: 600, minutesIntoDay: 600)
  }

  @Test func aFullWeekAsksTheCriterion() {
    let state = CoachFixtures.state()
    let week = CoachWeek(
      state: state, log: CoachFixtures.log("", state: state), today: monday,
      firstWeekday: .monday)
    #expect(week.required == 4)
    #expect(week.askText == "Complete 4 of 7 days to advance")
  }

  @Test func aWeekBegunPartWayAsksItsShareEverywhere() throws {
    // The goal begins on the week's last day: one day of four is asked, and said so.
    let state = CoachFixtures.state(start: sunday)
    let log = CoachFixtures.log("", state: state, from: sunday)
    let week = CoachWeek(state: state, log: log, today: sunday, firstWeekday: .monday)
    #expect(week.required == 1)
    #expect(week.askText == "Complete 1 day this week to advance (4 of 7 in a full week)")
    #expect(week.progressText == "1 more, with 1 day left")

    let coached = TodayView(
      logs: [log], today: sunday, settings: settings, moment: moment(sunday), goals: [state])
    let card = try #require(coached.cards.first)
    #expect((card.week.done, card.week.target) == (0, 1))
    #expect(card.accessibilityLabel.hasSuffix("0 of 1 completed this week"))
    // Without the goal the same habit is an ordinary weekly habit: four a week.
    let plain = TodayView(logs: [log], today: sunday, settings: settings, moment: moment(sunday))
    #expect(plain.cards.first?.week.target == 4)
  }

  @Test func aCheckInAnswersWithTheCoachsCountAndCelebratesTheWeekItCallsMet() {
    let state = CoachFixtures.state(start: sunday)
    var log = CoachFixtures.log("", state: state, from: sunday)
    log.set(
      CheckIn(
        habitID: log.habit.id, day: sunday, state: .done, value: state.yesValue(on: sunday)))
    let outcome = CheckInOutcome(
      logs: [log], index: 0, day: sunday, previous: nil, applied: true, today: sunday,
      settings: settings, moment: moment(sunday), goals: [state])
    #expect((outcome.card.week.done, outcome.card.week.target) == (1, 1))
    #expect(outcome.card.week.onTrack)
    #expect(outcome.card.todayOutcome == .done)
    let week = CoachWeek(state: state, log: log, today: sunday, firstWeekday: .monday)
    #expect(week.progressText == "1 of 1 day: the week's criterion is met")
  }

  @Test func skippedDaysShrinkTheCardsAskAsTheCoachs() {
    let state = CoachFixtures.state()
    let log = CoachFixtures.log("sss", state: state)
    let today = day("2026-03-05")
    let week = CoachWeek(state: state, log: log, today: today, firstWeekday: .monday)
    let card = TodayView(
      logs: [log], today: today, settings: settings, moment: moment(today), goals: [state]
    ).cards.first
    #expect(week.required == 3)
    #expect(card?.week.target == week.required)
    #expect(week.askText == "Complete 3 days this week to advance (4 of 7 in a full week)")
  }

  @Test func aGoalNotActiveLeavesTheCardAlone() {
    var state = CoachFixtures.state(start: sunday)
    state.goal.status = .completed(on: sunday)
    let log = CoachFixtures.log("", state: state, from: sunday)
    let view = TodayView(
      logs: [log], today: sunday, settings: settings, moment: moment(sunday), goals: [state])
    #expect(view.cards.first?.week.target == 4)
  }

  @Test func aYesRecordsTheStagesAmount() {
    let state = CoachFixtures.state()
    guard case .numeric(let target, _, .atLeast) = state.currentStage.habit.measure else {
      Issue.record("stage 1 of the stretching goal asks an amount")
      return
    }
    #expect(state.yesValue(on: monday) == target)
    // A yes/no stage and a limit record no amount.
    let sleep = CoachFixtures.state("sleep better")
    #expect(sleep.currentStage.habit.measure == .boolean)
    #expect(sleep.yesValue(on: monday) == nil)
    let cutDown = CoachFixtures.state("smoke fewer than 5 cigarettes a day")
    if case .numeric(_, _, .atMost) = cutDown.currentStage.habit.measure {
      #expect(cutDown.yesValue(on: monday) == nil)
    } else {
      Issue.record("a cutting-down goal is a limit")
    }
  }

  @Test func nothingLoggedYetIsNotPraised() {
    let state = CoachFixtures.state()
    let week = CoachWeek(
      state: state, log: CoachFixtures.log("", state: state), today: monday,
      firstWeekday: .monday)
    #expect(week.pattern == .open)
    #expect(week.situation == .weekOpen)
    let text = week.message(today: monday).text
    #expect(!text.contains("nicely") && !text.contains("on track") && !text.contains("pace"))
    // Once a day is done the week is on pace again, and says so.
    let started = CoachWeek(
      state: state, log: CoachFixtures.log("x", state: state), today: day("2026-03-03"),
      firstWeekday: .monday)
    #expect(started.situation != .weekOpen)
    // A missed day is not "nothing logged".
    let missed = CoachWeek(
      state: state, log: CoachFixtures.log("m", state: state), today: day("2026-03-03"),
      firstWeekday: .monday)
    #expect(missed.situation != .weekOpen)
  }
}
