import PropertyBased
import RippleCore
import Testing

/// Rates stay within 0–100%, a skip never lowers a rate, and a done check-in never lowers a
/// habit's rate: for every schedule kind, every range, and any history from the habit's start.
@Suite struct StatisticsProperties {
  typealias F = StatsFixture

  /// Monday 5 January 2026.
  static let created = StatsFixture.day("2026-01-05")

  static let schedules: [Schedule] = [
    .daily, .weekdays(WeekdaySet([.monday, .wednesday, .friday])), .timesPerWeek(3),
    .everyNDays(2, start: created), .timesInDays(times: 3, days: 7), .monthDays([1, 15, 31]),
  ]

  /// 0 nothing, 1 done, 2 skipped, 3 missed.
  static let history = Gen.int(in: 0...3).array(of: 1...70)

  static func log(_ schedule: Int, _ marks: [Int]) -> HabitLog {
    let habit = Habit(
      id: HabitID("h"), name: "Habit", schedule: schedules[schedule], createdDay: created)
    return HabitLog(
      habit: habit,
      checkIns: marks.enumerated().compactMap { offset, mark in
        let states: [CheckInState?] = [nil, .done, .skipped, .missed]
        return states[mark].map {
          CheckIn(habitID: habit.id, day: created.adding(days: offset), state: $0)
        }
      })
  }

  static func today(_ marks: [Int], trailing: Int) -> Day {
    created.adding(days: marks.count - 1 + trailing)
  }

  /// The habit's rate and the overview's for every range.
  static func rates(_ log: HabitLog, today: Day) -> [Rate] {
    let input = StatisticsInput(logs: [log], today: today, settings: Settings(tier: .premium))
    return StatsRange.allCases.flatMap { range -> [Rate] in
      let report = try! StatisticsReport(input, range: range)
      return [report.overview.rate, report.habits[0].rate, report.habits[0].consistency.rate]
    }
  }

  static func isNotLower(_ after: Rate, than before: Rate) -> Bool {
    after.done * before.due >= before.done * after.due
  }

  @Test func ratesStayWithinZeroAndOneHundredPercent() async {
    await propertyCheck(
      input: Gen.int(in: 0...5), StatisticsProperties.history, Gen.int(in: 0...3)
    ) { schedule, marks, trailing in
      let log = StatisticsProperties.log(schedule, marks)
      let today = StatisticsProperties.today(marks, trailing: trailing)
      let input = StatisticsInput(logs: [log], today: today, settings: Settings(tier: .premium))
      for range in StatsRange.allCases {
        let report = try StatisticsReport(input, range: range)
        var rates = [
          report.overview.rate, report.habits[0].rate, report.habits[0].consistency.rate,
        ]
        rates += report.overview.daily.map { $0.rate }
        for rate in rates {
          #expect(rate.done >= 0 && rate.done <= rate.due)
          #expect((0...100).contains(rate.percent))
          #expect(rate.fraction >= 0 && rate.fraction <= 1)
        }
        for insight in try InsightsReport(input, range: range).insights {
          for bar in insight.bars { #expect((0...100).contains(bar.percent)) }
        }
      }
    }
  }

  @Test func aSkipNeverLowersARate() async {
    await propertyCheck(
      input: Gen.int(in: 0...5), StatisticsProperties.history, Gen.int(in: 0...69),
      Gen.int(in: 0...3)
    ) { schedule, marks, position, trailing in
      let day = position % (marks.count + trailing)
      guard day >= marks.count || marks[day] != 1 else { return }  // a day that is not done
      var skipped = marks + [Int](repeating: 0, count: trailing)
      skipped[day] = 2
      let today = StatisticsProperties.today(marks, trailing: trailing)
      let before = StatisticsProperties.rates(
        StatisticsProperties.log(schedule, marks), today: today)
      let after = StatisticsProperties.rates(
        StatisticsProperties.log(schedule, skipped), today: today)
      for (old, new) in zip(before, after) {
        #expect(StatisticsProperties.isNotLower(new, than: old), "\(old) → \(new)")
      }
    }
  }

  @Test func aDoneCheckInNeverLowersAHabitsRate() async {
    await propertyCheck(
      input: Gen.int(in: 0...5), StatisticsProperties.history, Gen.int(in: 0...69),
      Gen.int(in: 0...3)
    ) { schedule, marks, position, trailing in
      let day = position % (marks.count + trailing)
      var done = marks + [Int](repeating: 0, count: trailing)
      done[day] = 1
      let today = StatisticsProperties.today(marks, trailing: trailing)
      let before = StatisticsProperties.rates(
        StatisticsProperties.log(schedule, marks), today: today)
      let after = StatisticsProperties.rates(StatisticsProperties.log(schedule, done), today: today)
      for (old, new) in zip(before, after) {
        #expect(StatisticsProperties.isNotLower(new, than: old), "\(old) → \(new)")
      }
    }
  }
}
