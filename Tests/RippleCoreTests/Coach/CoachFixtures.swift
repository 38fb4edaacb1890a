import RippleCore

/// Goals and coach states for the coach's tests; weeks start on Monday, and the goals begin on
/// Monday 2 March 2026 unless told otherwise. The default goal names no frequency, so its plan
/// keeps 4 of 7 days a week throughout.
enum CoachFixtures {
  static let habitID = HabitID("coach-habit")

  static func goal(
    _ what: String = "Stretch 20 minutes", why: String = "I want energy for my kids",
    weeks: Int = 8,
    attempts: PastAttempts = .none, start: Day = monday
  ) -> Goal {
    Goal(
      id: GoalID("goal-1"), what: what, why: why, timeline: .weeks(weeks), pastAttempts: attempts,
      habitID: habitID, startDay: start)
  }

  static func state(
    _ what: String = "Stretch 20 minutes", weeks: Int = 8, attempts: PastAttempts = .none,
    start: Day = monday
  ) -> CoachState {
    let goal = goal(what, weeks: weeks, attempts: attempts, start: start)
    return CoachState(goal: goal, roadmap: BuiltInPlanner().roadmap(for: goal, today: start))
  }

  /// The linked habit's log, written one mark a day from `start` (see `checkIns`).
  static func log(_ history: String, state: CoachState, from start: Day = monday) -> HabitLog {
    let habit = CoachState.linkedHabit(for: state.goal, roadmap: state.roadmaps[0])
    return HabitLog(habit: habit, checkIns: checkIns(history, habit: habit.id, from: start))
  }

  /// `state` with the week of `weekOf` (2 March unless told) judged from `history`, a week later.
  static func judged(_ history: String, state: CoachState, weekOf: Day = monday) -> CoachState {
    let week = CoachWeek(
      state: state, log: log(history, state: state), today: weekOf.adding(days: 7),
      firstWeekday: .monday, weekOf: weekOf)
    return state.recording(week)
  }

  /// Every past-attempt kind: none, tried without a named obstacle, and each obstacle.
  static let attemptKinds: [PastAttempts] =
    [.none, PastAttempts(triedBefore: true)]
    + Obstacle.allCases.map {
      PastAttempts(triedBefore: true, obstacles: [$0], otherText: $0 == .other ? "A move" : "")
    }
}
