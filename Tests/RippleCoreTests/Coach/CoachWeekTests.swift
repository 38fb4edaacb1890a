import RippleCore
import Testing

/// The week (item 5): stage 1 of "Stretch 20 minutes" asks 4 of 7 days; weeks start on Monday 2 March.
@Suite struct CoachWeekTests {
  let state = CoachFixtures.state()

  func week(
    _ history: String, today: String, weekOf: String? = nil, state: CoachState? = nil
  ) -> CoachWeek {
    let state = state ?? self.state
    return CoachWeek(
      state: state, log: CoachFixtures.log(history, state: state), today: day(today),
      firstWeekday: .monday, weekOf: weekOf.map(day))
  }

  @Test func theDaysAndTheCriterion() {
    let week = week("xms", today: "2026-03-05")
    #expect(week.criterion.text == "4 of 7 days")
    #expect(
      week.days.map { $0.state } == [.done, .missed, .skipped, .toCome, .toCome, .toCome, .toCome])
    #expect(week.days.map { $0.isToday } == [false, false, false, true, false, false, false])
    #expect((week.done, week.missed, week.skipped, week.toCome) == (1, 1, 1, 4))
    #expect(week.required == 4)  // 4 of the 6 days not skipped, rounded up
    #expect(week.verdict == nil)
  }

  @Test func ahead() {
    let week = week("xx", today: "2026-03-04")
    #expect(week.pattern == .ahead)
    #expect(week.situation == .ahead)
    #expect(week.progressText == "2 more to go, 5 days left")
  }

  @Test func onTrack() {
    #expect(week("x", today: "2026-03-04").pattern == .onTrack)  // Tuesday not logged yet
    #expect(week("", today: "2026-03-02").pattern == .open)  // nothing logged, nothing behind
  }

  @Test func behindSaysHowManyMoreOfTheDaysLeft() {
    let week = week("mm", today: "2026-03-04")
    #expect(week.pattern == .behind)
    #expect(week.progressText == "4 more to go, 5 days left")
    #expect(week.isReachable)
    let lastDay = self.week("xxm.m.", today: "2026-03-08")
    #expect(lastDay.progressText == "2 of 4 days, 1 day left: each one still counts")
    #expect(lastDay.pattern == .behind && !lastDay.isReachable)
  }

  @Test func metEarlyAndExceeded() {
    let early = week("xxxx", today: "2026-03-06")
    #expect(early.pattern == .metEarly)
    #expect(early.progressText == "4 of 4 days: the week's criterion is met")
    let more = week("xxxxx", today: "2026-03-07")
    #expect(more.pattern == .exceeded && more.exceeded)
  }

  @Test func verdictsAtTheWeeksEnd() {
    let met = week("xxxxm..", today: "2026-03-09", weekOf: "2026-03-02")
    #expect(met.verdict == .met && !met.exceeded)
    #expect(met.situation == .weekMet)
    let extra = week("xxxxxx.", today: "2026-03-09", weekOf: "2026-03-02")
    #expect(extra.verdict == .met && extra.exceeded)
    let borderline = week("xxx.mm.", today: "2026-03-09", weekOf: "2026-03-02")
    #expect(borderline.verdict == .borderline)
    let notMet = week("xx.mmm.", today: "2026-03-09", weekOf: "2026-03-02")
    #expect(notMet.verdict == .notMet && notMet.record?.underHalf == false)
    let underHalf = week("x......", today: "2026-03-09", weekOf: "2026-03-02")
    #expect(underHalf.verdict == .notMet && underHalf.record?.underHalf == true)
  }

  @Test func skippedDaysNeitherCountNorHurt() {
    let someSkipped = week("ssxxx..", today: "2026-03-09", weekOf: "2026-03-02")
    #expect(someSkipped.available == 5 && someSkipped.required == 3)
    #expect(someSkipped.verdict == .met)
    let skipOnly = week("sssssss", today: "2026-03-09", weekOf: "2026-03-02")
    #expect(skipOnly.required == 0 && skipOnly.verdict == .rested)
    #expect(skipOnly.situation == .weekRested)
  }

  @Test func aPausedWeekIsNotJudged() throws {
    var paused = try CoachMoves.apply(
      .pause(.maintenance), to: state, today: day("2026-03-04"), firstWeekday: .monday
    ).state
    let week = self.week("xx.....", today: "2026-03-09", weekOf: "2026-03-02", state: paused)
    #expect(week.verdict == .notJudged && week.situation == .weekPaused)
    #expect(week.days[2].state == .paused)
    paused = try CoachMoves.apply(
      .resume, to: paused, today: day("2026-03-09"), firstWeekday: .monday
    ).state
    let after = self.week("xx.....xxxx", today: "2026-03-16", weekOf: "2026-03-09", state: paused)
    #expect(after.verdict == .met)
  }

  @Test func vacationDaysAreNotExpected() throws {
    let away = try CoachMoves.apply(
      .pause(.vacation(resume: day("2026-03-12"))), to: state, today: day("2026-03-05"),
      firstWeekday: .monday
    ).state
    let week = self.week("xxx", today: "2026-03-06", state: away)
    #expect(week.days.map { $0.state }.suffix(4) == [.paused, .paused, .paused, .paused])
    #expect(week.available == 3)
    #expect(
      away.isDueToResume(today: day("2026-03-12")) && !away.isDueToResume(today: day("2026-03-11")))
    let skips = away.vacationSkips(
      log: CoachFixtures.log("xxx", state: away), today: day("2026-03-07"))
    #expect(skips.map { $0.day } == [day("2026-03-05"), day("2026-03-06"), day("2026-03-07")])
    #expect(skips.allSatisfy { $0.state == .skipped && $0.habitID == CoachFixtures.habitID })
  }

  /// With the day starting at 03:00, 01:30 on Monday 9 March is still Sunday: the first week
  /// is running, not over.
  @Test func theWeekBoundaryFollowsTheDayStartHour() {
    let mondayMorning: Int64 = Int64(day("2026-03-09").daysSinceEpoch) * 86_400
    let before = UserClock.day(
      unixSeconds: mondayMorning + 90 * 60, utcOffsetSeconds: 0, dayStartHour: 3)
    let after = UserClock.day(
      unixSeconds: mondayMorning + 210 * 60, utcOffsetSeconds: 0, dayStartHour: 3)
    let sunday = week("xxx.m.", today: before.text)
    #expect(sunday.weekStart == day("2026-03-02") && sunday.verdict == nil)
    #expect(sunday.pattern == .onTrack && sunday.progressText == "1 more, with 1 day left")
    let monday = week("xxx.m.", today: after.text, weekOf: "2026-03-02")
    #expect(monday.verdict == .borderline)
    #expect(week("xxx.m.", today: after.text).weekStart == day("2026-03-09"))
  }

  @Test func aGoalStartingMidWeekAsksItsShareOfTheDays() {
    let wednesday = CoachFixtures.state(start: day("2026-03-04"))
    let week = self.week("..xxx..", today: "2026-03-09", weekOf: "2026-03-02", state: wednesday)
    #expect(week.days[0].state == .outside && week.available == 5 && week.required == 3)
    #expect(week.verdict == .met)
  }

  @Test func theReviewOffersTheMovesForEachVerdict() {
    func review(_ history: String, state: CoachState? = nil) -> WeekReview? {
      let state = state ?? self.state
      return WeekReview(
        week: week(history, today: "2026-03-09", weekOf: "2026-03-02", state: state),
        state: state, today: day("2026-03-09"))
    }
    #expect(review("xxxx...")?.options == [.advance])
    #expect(review("xxxxxxx")?.celebrateExtra == true)
    #expect(review("xxx....")?.options == [.advance, .repeatStage])
    #expect(review("xx.....")?.options == [.repeatStage, .simplify, .extend])
    #expect(review("xx.....")?.suggestRecalibration == false)
    #expect(review("x......")?.suggestRecalibration == true)  // under half
    #expect(review("x......")?.options.last == .recalibrate)
    #expect(review("sssssss")?.options == [.carryOn])
    #expect(
      WeekReview(week: week("xx", today: "2026-03-04"), state: state, today: day("2026-03-04"))
        == nil)
  }

  @Test func twoWeeksNotMetInARowSuggestRecalibration() {
    let first = week("xx.....", today: "2026-03-09", weekOf: "2026-03-02")
    let recorded = state.recording(first)
    #expect(recorded.weeks.count == 1 && !Recalibration.isSuggested(recorded.weeks))
    #expect(recorded.recording(first).weeks.count == 1)
    let second = CoachWeek(
      state: recorded, log: CoachFixtures.log("xx..... xx.....", state: recorded),
      today: day("2026-03-16"), firstWeekday: .monday, weekOf: day("2026-03-09"))
    #expect(second.verdict == .notMet)
    #expect(Recalibration.isSuggested(recorded.recording(second).weeks))
    #expect(
      WeekReview(week: second, state: recorded, today: day("2026-03-16"))?.suggestRecalibration
        == true)
    // A rested week in between neither counts nor breaks the run.
    let rested = WeekRecord(
      weekStart: day("2026-03-09"), roadmapVersion: 1, stageIndex: 0, verdict: .rested, done: 0,
      required: 0)
    #expect(Recalibration.isSuggested(recorded.weeks + [rested] + [second.record!]))
    let borderline = WeekRecord(
      weekStart: day("2026-03-16"), roadmapVersion: 1, stageIndex: 0, verdict: .borderline,
      done: 3, required: 4)
    #expect(!Recalibration.isSuggested(recorded.weeks + [borderline]))
  }

  /// Seven minutes met stage 1's 5 minutes of stretching, though stage 2 now asks 10.
  @Test func eachDayIsJudgedByItsOwnStagesMeasure() throws {
    let strength = CoachFixtures.state()
    #expect(
      strength.currentStage.habit.measure == .numeric(target: 5, unit: "minutes", kind: .atLeast))
    let next = try CoachMoves.apply(
      .advance, to: strength, today: day("2026-03-09"), firstWeekday: .monday
    ).state
    let habit = next.linkedHabit(
      base: CoachState.linkedHabit(for: next.goal, roadmap: next.roadmaps[0]))
    let checkIns = (0..<4).map {
      CheckIn(habitID: habit.id, day: monday.adding(days: $0), state: .done, value: 7)
    }
    let log = HabitLog(habit: habit, checkIns: checkIns)
    let first = CoachWeek(
      state: next, log: log, today: day("2026-03-09"), firstWeekday: .monday, weekOf: monday)
    #expect(first.done == 4 && first.verdict == .met)
    #expect(log.outcome(on: monday) == .partial)  // by today's 10 minutes
  }
}
