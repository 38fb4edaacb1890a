import RippleCore

/// Times the coach's engine in release: the built-in planner (recognising the domain from the
/// goal's words, then laying out the roadmap) for every domain × timeline × past attempt,
/// the goal assessment, a week view, and a recalibration preview. Budget: well under 10 ms per
/// roadmap.
func runCoachBenchmark() {
  let start = try! Day(year: 2026, month: 3, day: 2)
  let goals = CoachFixture.goals(start: start)
  let planner = BuiltInPlanner()
  print("coach: \(goals.count) goals; µs per goal, median of \(coachRuns) runs")

  var sink = 0
  let roadmap = statsMedian(runs: coachRuns) {
    for goal in goals { sink &+= planner.roadmap(for: goal, today: start).stages.count }
  }
  let assess = statsMedian(runs: coachRuns) {
    for goal in goals { sink &+= GoalClarity.assess(goal).questions.count }
  }
  let states = goals.map { CoachState(goal: $0, roadmap: planner.roadmap(for: $0, today: start)) }
  let logs = states.map { state in
    let habit = CoachState.linkedHabit(for: state.goal, roadmap: state.roadmap)
    let checkIns = (0..<5).map {
      CheckIn(habitID: habit.id, day: start.adding(days: $0), state: $0 == 2 ? .skipped : .done)
    }
    return HabitLog(habit: habit, checkIns: checkIns)
  }
  let today = start.adding(days: 4)
  let week = statsMedian(runs: coachRuns) {
    for (state, log) in zip(states, logs) {
      sink &+= CoachWeek(state: state, log: log, today: today, firstWeekday: .monday).done
    }
  }
  let preview = statsMedian(runs: coachRuns) {
    for state in states {
      let preview = try? Recalibration.preview(of: state, today: today, firstWeekday: .monday)
      sink &+= preview?.changes.count ?? 0
    }
  }
  let count = Double(goals.count)
  print("  \(statsPad("roadmap")) \(coachFormat(roadmap * 1000 / count))  budget 10000 µs")
  print("  \(statsPad("assessment")) \(coachFormat(assess * 1000 / count))")
  print("  \(statsPad("week view")) \(coachFormat(week * 1000 / count))")
  print("  \(statsPad("recalibration")) \(coachFormat(preview * 1000 / count))")
  if sink == Int.min { print(sink) }
}

private let coachRuns = 15

/// Every domain × timeline × past attempt, each goal in a user's own words.
enum CoachFixture {
  static func goals(start: Day) -> [Goal] {
    let texts = [
      "I want to be able to run 5 km without stopping by the summer", "get stronger at home",
      "touch my toes again", "meditate 10 min every morning", "fix my sleep schedule",
      "drink more water and eat more vegetables", "read 20 pages a day", "journal every night",
      "become conversational in Japanese before my trip", "learn guitar", "learn Python",
      "declutter my apartment", "save money for a house deposit", "call my mom every week",
      "spend less time on my phone", "quit smoking", "cut out sugar", "drink less alcohol",
      "finish my pottery project",
    ]
    let attempts: [PastAttempts] =
      [.none] + Obstacle.allCases.map { PastAttempts(triedBefore: true, obstacles: [$0]) }
    var goals: [Goal] = []
    for (index, text) in texts.enumerated() {
      for weeks in 8...12 {
        for attempt in attempts {
          goals.append(
            Goal(
              id: GoalID("goal-\(goals.count)"), what: text,
              why: "It matters to me because of my family", timeline: .weeks(weeks),
              pastAttempts: attempt, habitID: HabitID("habit-\(index)-\(goals.count)"),
              startDay: start))
        }
      }
    }
    return goals
  }
}

private func coachFormat(_ microseconds: Double) -> String {
  let tenths = Int((microseconds * 10).rounded())
  return "\(tenths / 10).\(tenths % 10) µs"
}
