import Foundation
import PropertyBased
import RippleCore
import Testing

/// Random habits and histories, and what must hold for every one of them.
@Suite struct EngineProperties {
  static let schedules: [Schedule] = [
    .daily, .mondayWednesdayFriday, .timesPerWeek(1), .timesPerWeek(3), .timesPerWeek(7),
    .everyNDays(3, start: monday), .everyNDays(4, start: monday.adding(days: -30)),
    .everyNDays(5, start: monday.adding(days: 9)), .timesInDays(times: 2, days: 5),
    .timesInDays(times: 1, days: 1),
    .monthDays([1, 3, 31]),
  ]
  static let measures: [Measure] = [
    .boolean, .boolean, .numeric(target: 30, unit: "min", kind: .atLeast),
    .numeric(target: 2, unit: "cups", kind: .atMost),
  ]

  /// One mark a day: mostly done, sometimes nothing, skipped or missed.
  static let history = Gen.int(in: 0...5).map { Array("xxx.sm")[$0] }.array(of: 0...70)
  static let schedule = Gen.int(in: 0..<schedules.count)
  static let measure = Gen.int(in: 0..<measures.count)

  /// A habit created on Monday 2 March 2026 with `marks` from then on, and a numeric value on
  /// each logged day (`values`, cycled) for numeric habits.
  static func log(
    schedule: Int, measure: Int, marks: [Character], from start: Day = monday,
    values: [Double] = [0, 10, 30, 45, 1, 3]
  ) -> HabitLog {
    var habit = habit(schedules: schedule, measure: measure)
    habit.createdDay = start
    var checkIns: [CheckIn] = []
    for (offset, mark) in marks.enumerated() where mark != "." {
      let state: CheckInState = mark == "x" ? .done : (mark == "s" ? .skipped : .missed)
      let value = habit.measure.isNumeric ? values[offset % values.count] : nil
      checkIns.append(
        CheckIn(habitID: habit.id, day: start.adding(days: offset), state: state, value: value))
    }
    return HabitLog(habit: habit, checkIns: checkIns)
  }

  static func habit(schedules index: Int, measure: Int) -> Habit {
    RippleCoreTests.habit(
      "Habit", schedule: schedules[index], measure: measures[measure],
      reminders: [Reminder(minuteOfDay: 9 * 60)])
  }

  /// Everything the engine says about a habit on a day, for comparing before and after.
  struct Results: Equatable {
    var week: WeekProgress
    var streak: StreakStatus
    var strength: [Double]
    var today: TodayView
    var perfectDays: StreakStatus

    init(_ log: HabitLog, other: HabitLog, today: Day, firstWeekday: Weekday) {
      week = WeekProgress(log: log, today: today, firstWeekday: firstWeekday)
      streak = HabitStreaks.status(
        of: log, today: today, firstWeekday: firstWeekday, minutesIntoDay: 600)
      strength = HabitStrength.series(
        HabitTimeline(log: log, through: today, firstWeekday: firstWeekday))
      let moment = UserMoment(day: today, minuteOfDay: 600, minutesIntoDay: 600)
      self.today = TodayView(
        logs: [log, other], today: today, settings: Settings(firstWeekday: firstWeekday),
        moment: moment)
      perfectDays = self.today.perfectDays
    }
  }

  /// A second habit beside the random one, for Today and perfect days.
  static let other = RippleCoreTests.log(
    .mondayWednesdayFriday, "x.x.x..x.x.x..x.x.x", name: "Other")

  @Test func longestIsAtLeastCurrent() async {
    await propertyCheck(
      count: 300, input: Self.schedule, Self.measure, Self.history, Gen.int(in: 0...10),
      Gen<Weekday>.case
    ) { schedule, measure, marks, extra, firstWeekday in
      let log = Self.log(schedule: schedule, measure: measure, marks: marks)
      let today = monday.adding(days: marks.count + extra)
      let status = HabitStreaks.status(of: log, today: today, firstWeekday: firstWeekday)
      #expect(status.longest >= status.current)
      #expect(status.longest == (status.runs.map { $0.length }.max() ?? 0))
      #expect(status.current == 0 || status.runs.last?.length == status.current)
      #expect(zip(status.runs, status.runs.dropFirst()).allSatisfy { $0.end < $1.start })
      #expect(status.runs.dropLast().allSatisfy { $0.endedByMiss })
      #expect(!status.atRisk || status.current > 0)
    }
  }

  @Test func togglingADayOnThenOffRestoresEveryResult() async {
    await propertyCheck(
      count: 300, input: Self.schedule, Self.measure, Self.history, Gen.int(in: -5...75),
      Gen<Weekday>.case
    ) { schedule, measure, marks, offset, firstWeekday in
      var log = Self.log(schedule: schedule, measure: measure, marks: marks)
      let today = monday.adding(days: max(marks.count, offset))
      let toggled = monday.adding(days: offset)
      guard log.checkIns[toggled] == nil else { return }
      let before = Results(log, other: Self.other, today: today, firstWeekday: firstWeekday)
      log.set(CheckIn(habitID: log.habit.id, day: toggled, value: 30))
      log.clear(toggled)
      let after = Results(log, other: Self.other, today: today, firstWeekday: firstWeekday)
      #expect(after == before)
    }
  }

  @Test func aSkipNeverLowersTheCurrentStreak() async {
    await propertyCheck(
      count: 300, input: Self.schedule, Self.measure, Self.history, Gen.int(in: -5...75),
      Gen<Weekday>.case
    ) { schedule, measure, marks, offset, firstWeekday in
      var log = Self.log(schedule: schedule, measure: measure, marks: marks)
      let today = monday.adding(days: max(marks.count, offset))
      let skipped = monday.adding(days: offset)
      guard !log.isDone(on: skipped) else { return }
      let before = Results(log, other: Self.other, today: today, firstWeekday: firstWeekday)
      log.set(CheckIn(habitID: log.habit.id, day: skipped, state: .skipped))
      let after = Results(log, other: Self.other, today: today, firstWeekday: firstWeekday)
      #expect(after.streak.current >= before.streak.current)
      #expect(after.perfectDays.current >= before.perfectDays.current)
    }
  }

  /// Today's summary and the perfect-days record agree on what was due and done today.
  @Test func summaryAgreesWithPerfectDays() async {
    let habits = Gen.int(in: 0..<Self.schedules.count).array(of: 1...4)
    await propertyCheck(
      count: 200, input: habits, Self.history.array(of: 4), Gen.int(in: 0...8)
    ) { schedules, histories, extra in
      let logs: [HabitLog] = schedules.enumerated().map { index, schedule in
        let habit = RippleCoreTests.habit("Habit \(index)", schedule: Self.schedules[schedule])
        return HabitLog(
          habit: habit, checkIns: checkIns(String(histories[index]), habit: habit.id))
      }
      let today = monday.adding(days: (histories.map { $0.count }.max() ?? 0) + extra - 4)
      guard today >= monday else { return }
      let moment = UserMoment(day: today, minuteOfDay: 0, minutesIntoDay: 0)
      let view = TodayView(logs: logs, today: today, settings: Settings(), moment: moment)
      let timelines = logs.map { HabitTimeline(log: $0, through: today, firstWeekday: .monday) }
      let record = PerfectDays.days(timelines, in: today...today)[0]
      #expect(view.summary.due == record.due)
      #expect(view.summary.done == record.done)
      #expect(view.isPerfectDay == record.isPerfect)
    }
  }

  /// The timeline (built for speed) answers exactly what the log answers day by day, through
  /// its end (it knows nothing of later days), for histories starting any day of 2024–2026.
  @Test func timelineAgreesWithTheLog() async {
    await propertyCheck(
      count: 500, input: Self.schedule, Self.measure, Self.history, Gen.int(in: -3...10),
      Gen<Weekday>.case, Gen.int(in: -800...0)
    ) { schedule, measure, marks, extra, firstWeekday, startOffset in
      let start = monday.adding(days: startOffset)
      let log = Self.log(schedule: schedule, measure: measure, marks: marks, from: start)
      let end = start.adding(days: marks.count + extra)
      let timeline = HabitTimeline(log: log, through: end, firstWeekday: firstWeekday)
      #expect(timeline.start == log.startDay)
      #expect(timeline.count == max(0, log.startDay.distance(to: end) + 1))
      for offset in -3..<(marks.count + extra + 3) {
        let day = start.adding(days: offset)
        let index = timeline.index(of: day)
        if day <= end {
          #expect(timeline.outcome(on: day) == log.outcome(on: day), "\(day)")
        }
        if extra >= 0 {
          #expect(timeline.isDue(at: index) == log.isDue(on: day, firstWeekday: firstWeekday))
        }
        let week = day.startOfWeek(firstWeekday: firstWeekday)
        let last = min(end, week.adding(days: 6))
        if week <= last {
          #expect(timeline.doneCount(in: week...last) == log.doneCount(in: week...last))
        }
      }
    }
  }

  /// Strength follows Loop Habit Tracker's score formula, computed here the
  /// slow way with Foundation.
  @Test func strengthFollowsTheFormula() async {
    await propertyCheck(
      count: 300, input: Self.schedule, Self.measure, Self.history, Gen.int(in: 0...10)
    ) { schedule, measure, marks, extra in
      let log = Self.log(schedule: schedule, measure: measure, marks: marks)
      let timeline = HabitTimeline(
        log: log, through: monday.adding(days: marks.count + extra), firstWeekday: .monday)
      let expected = Self.referenceStrength(timeline)
      let actual = HabitStrength.series(timeline)
      #expect(actual.count == expected.count)
      for (a, e) in zip(actual, expected) { #expect(abs(a - e) < 1e-9, "\(a) \(e)") }
    }
  }

  static func referenceStrength(_ timeline: HabitTimeline) -> [Double] {
    let (numerator, denominator) = timeline.habit.schedule.frequency
    let frequency = Double(numerator) / Double(denominator)
    let m = pow(0.5, frequency.squareRoot() / 13)
    // Loop starts an at-most habit from full, every other habit from nothing.
    var score = 0.0
    if case .numeric(_, _, .atMost) = timeline.habit.measure { score = 1 }
    var scores: [Double] = []
    for t in 0..<timeline.count {
      let outcome = timeline.outcomes[t]
      guard outcome != .skipped else {
        scores.append(score)
        continue
      }
      let completed: Double
      switch timeline.habit.measure {
      case .boolean:
        let doubled = frequency < 1
        let n = Double(doubled ? 2 * numerator : numerator)
        let d = doubled ? 2 * denominator : denominator
        let done = (max(0, t - d + 1)...t).filter { timeline.outcomes[$0] == .done }.count
        completed = min(1, Double(done) / n)
      case .numeric(let target, _, let kind):
        let sum = (max(0, t - denominator + 1)...t)
          .filter { timeline.outcomes[$0] != .skipped }
          .reduce(0.0) { $0 + max(0, timeline.values[$1]) }
        completed =
          kind == .atLeast ? min(1, sum / target) : min(1, max(0, 1 - (sum - target) / target))
      }
      score = score * m + completed * (1 - m)
      scores.append(score)
    }
    return scores
  }
}
