import RippleCore
import Testing

@Suite struct CelebrationTests {
  private func facts(
    done: Bool, week: Int = 1, target: Int = 3, streak: Int = 1, unit: StreakUnit = .day,
    perfect: Bool = false
  ) -> CelebrationFacts {
    CelebrationFacts(
      dayDone: done, weekDone: week, weekTarget: target, streak: streak, streakUnit: unit,
      perfectToday: perfect)
  }

  @Test func uncheckingCelebratesNothing() {
    let celebration = Celebration(
      before: facts(done: true, week: 3, streak: 7, perfect: true),
      after: facts(done: false, week: 2, streak: 6))
    #expect(celebration == .nothing)
    #expect(celebration.isNothing)
    // Rewriting a day that stays done (a new value, a note) is not a new completion.
    #expect(Celebration(before: facts(done: true), after: facts(done: true)) == .nothing)
  }

  @Test func checkingFillsTheSegment() {
    let celebration = Celebration(
      before: facts(done: false, week: 0, streak: 0), after: facts(done: true, week: 1, streak: 1))
    #expect(celebration == Celebration(segmentFilled: true))
  }

  @Test func weeklyGoalReached() {
    // The tap that makes the habit hit its weekly goal celebrates more.
    let reached = Celebration(
      before: facts(done: false, week: 2, target: 3), after: facts(done: true, week: 3, target: 3))
    #expect(reached == Celebration(segmentFilled: true, weeklyGoalReached: true))
    let beyond = Celebration(
      before: facts(done: false, week: 3, target: 3), after: facts(done: true, week: 4, target: 3))
    #expect(!beyond.weeklyGoalReached)
    let nothingToReach = Celebration(
      before: facts(done: false, week: 0, target: 0), after: facts(done: true, week: 1, target: 0))
    #expect(!nothingToReach.weeklyGoalReached)
  }

  @Test func perfectDay() {
    let celebration = Celebration(
      before: facts(done: false, perfect: false), after: facts(done: true, perfect: true))
    #expect(celebration.perfectDay)
  }

  private func assertMilestone(
    from before: Int, to after: Int, _ days: Int?, _ intensity: CelebrationIntensity? = nil,
    _ message: String? = nil, unit: StreakUnit = .day,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let celebration = Celebration(
      before: facts(done: false, streak: before, unit: unit),
      after: facts(done: true, streak: after, unit: unit))
    #expect(celebration.milestone?.days == days, sourceLocation: sourceLocation)
    #expect(celebration.milestone?.intensity == intensity, sourceLocation: sourceLocation)
    #expect(celebration.milestone?.message == message, sourceLocation: sourceLocation)
  }

  @Test func milestonesWithIntensitiesAndMessages() {
    // Standard (3, 7), enhanced (14, 30; 50 joins them), epic (60, 100, 365).
    assertMilestone(from: 2, to: 3, 3, .standard, "3 days strong! Building momentum")
    assertMilestone(from: 6, to: 7, 7, .standard, "7 day streak! You're building a habit")
    assertMilestone(from: 13, to: 14, 14, .enhanced, "2 weeks in! Consistency pays off")
    assertMilestone(from: 29, to: 30, 30, .enhanced, "30 days! This is who you are now")
    assertMilestone(from: 49, to: 50, 50, .enhanced, "50 days! Halfway to a hundred")
    assertMilestone(from: 59, to: 60, 60, .epic, "60 days of dedication! Unstoppable")
    assertMilestone(from: 99, to: 100, 100, .epic, "100 day milestone! Elite commitment")
    assertMilestone(from: 364, to: 365, 365, .epic, "365 days! You're a legend")
  }

  @Test func noMilestoneOtherwise() {
    assertMilestone(from: 3, to: 4, nil)
    assertMilestone(from: 1, to: 2, nil)
    assertMilestone(from: 365, to: 366, nil)
    // Streak already at 7 (a retroactive check-in elsewhere): not a new milestone.
    assertMilestone(from: 7, to: 7, nil)
    // Week streaks are counted in weeks, not days.
    assertMilestone(from: 2, to: 3, nil, unit: .week)
  }

  @Test func milestoneList() {
    #expect(Milestone.all == [3, 7, 14, 30, 50, 60, 100, 365])
    #expect(Milestone(days: 8) == nil)
    #expect(Milestone.next(after: 0)?.days == 3)
    #expect(Milestone.next(after: 7)?.days == 14)
    #expect(Milestone.next(after: 364)?.days == 365)
    #expect(Milestone.next(after: 365) == nil)
  }

  /// A tap on today's card, the way the server celebrates it: the facts before and after.
  private func toggle(_ logs: [HabitLog], _ index: Int, today: Day) -> Celebration {
    let settings = Settings()
    let moment = UserMoment(day: today, minuteOfDay: 600, minutesIntoDay: 600)
    func facts(_ logs: [HabitLog]) -> CelebrationFacts {
      let view = TodayView(logs: logs, today: today, settings: settings, moment: moment)
      let card = TodayCard(log: logs[index], today: today, settings: settings, moment: moment)
      return CelebrationFacts(log: logs[index], day: today, card: card, summary: view.summary)
    }
    var after = logs
    if after[index].isDone(on: today) {
      after[index].clear(today)
    } else {
      after[index].set(CheckIn(habitID: after[index].habit.id, day: today))
    }
    return Celebration(before: facts(logs), after: facts(after))
  }

  @Test func togglingTodayEndToEnd() {
    let today = monday.adding(days: 6)
    let read = log(.daily, "xxxxxx.", name: "Read")
    let run = log(.timesPerWeek(3), "x.x....", name: "Run")
    let stretch = log(.daily, "......x", name: "Stretch")
    let seventh = toggle([read, run, stretch], 0, today: today)
    #expect(seventh.segmentFilled)
    #expect(seventh.milestone?.days == 7)
    #expect(!seventh.perfectDay)
    let goal = toggle([read, run, stretch], 1, today: today)
    #expect(goal.weeklyGoalReached)
    var allButRun = [read, run, stretch]
    allButRun[0].set(CheckIn(habitID: read.habit.id, day: today))
    #expect(toggle(allButRun, 1, today: today).perfectDay)
    var done = allButRun
    done[1].set(CheckIn(habitID: run.habit.id, day: today))
    #expect(toggle(done, 1, today: today) == .nothing)
  }
}
