import RippleCore

/// Times every statistic and insight for "all time" on 50 habits with 5 years of check-ins:
/// the Statistics screen (overview and every habit's performance), the Insights screen, and
/// each habit's detail. Budget: under 50 ms for the screens, in release.
func runStatsBenchmark() {
  let today = try! Day(year: 2026, month: 3, day: 4)
  let logs = StatsBenchmarkFixture.logs(habits: 50, years: 5, through: today)
  let settings = Settings(firstWeekday: .monday, tier: .premium)
  let checkIns = logs.reduce(0) { $0 + $1.checkIns.count }
  print("stats: \(logs.count) habits, \(checkIns) check-ins, all time, median of 9 runs in ms")

  var sink = 0
  let input = StatisticsInput(logs: logs, today: today, settings: settings)
  let parts: [(String, Double)] = [
    (
      "input",
      statsMedian {
        sink += StatisticsInput(logs: logs, today: today, settings: settings).logs.count
      }
    ),
    (
      "statistics",
      statsMedian {
        let report = try! StatisticsReport(input, range: .all)
        sink += report.overview.rate.done + report.habits.count
      }
    ),
    (
      "insights",
      statsMedian {
        sink += try! InsightsReport(input, range: .all).insights.count
      }
    ),
  ]
  let details = statsMedian {
    for log in logs {
      sink += try! HabitStatisticsReport(input, habitID: log.habit.id, range: .all).insights.count
    }
  }
  for (name, milliseconds) in parts {
    print("  \(statsPad(name)) \(statsFormat(milliseconds))")
  }
  let total = parts.reduce(0) { $0 + $1.1 }
  print("  \(statsPad("total")) \(statsFormat(total))  (budget 50 ms)")
  print("  \(statsPad("50 details")) \(statsFormat(details))  (every habit's detail screen)")
  let insights = try! InsightsReport(input, range: .all).insights
  print("  \(statsPad("cards")) \(insights.map { $0.kind.rawValue }.joined(separator: ", "))")
  if sink == Int.min { print(sink) }
}

/// The median of `runs` timings of `body`, in milliseconds, after one warm-up run.
func statsMedian(runs: Int = 9, _ body: () -> Void) -> Double {
  body()  // warm up
  var samples: [Double] = []
  let clock = ContinuousClock()
  for _ in 0..<runs {
    let (seconds, attoseconds) = clock.measure(body).components
    samples.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
  }
  return samples.sorted()[runs / 2]
}

func statsPad(_ text: String) -> String {
  text + String(repeating: " ", count: max(0, 14 - text.count))
}

private func statsFormat(_ milliseconds: Double) -> String {
  let hundredths = Int((milliseconds * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ms"
}

/// Deterministic habits for the statistics benchmark: every schedule kind, both measures,
/// logged times of day, and pairs of habits that tend to be done together.
enum StatsBenchmarkFixture {
  static func logs(habits: Int, years: Int, through today: Day) -> [HabitLog] {
    var random = SplitMix64(seed: 2026)
    let first = today.adding(days: -(365 * years + years / 4))
    var previousDone: [Day: Bool] = [:]
    return (0..<habits).map { index in
      let measure: Measure =
        index % 10 == 7 ? .numeric(target: 30, unit: "minutes", kind: .atLeast) : .boolean
      let habit = Habit(
        id: HabitID("5d0c7a4e-2b1f-4c3a-8e9d-" + String(100_000_000_000 + index)),
        name: "Habit \(index)", schedule: schedule(index, start: first), measure: measure,
        isArchived: index % 25 == 24, sortOrder: index,
        createdDay: first)
      var checkIns: [CheckIn] = []
      var done: [Day: Bool] = [:]
      for day in habit.createdDay...today {
        // Odd habits lean on the habit before them: done more often on the days it was done.
        let base: UInt64 = index % 2 == 1 ? (previousDone[day] == true ? 85 : 45) : 70
        let roll = random.next() % 100
        let isDone = roll < base
        done[day] = isDone
        let state: CheckInState
        if isDone {
          state = .done
        } else if roll < base + 5 {
          state = .skipped
        } else if roll < base + 10 {
          state = .missed
        } else {
          continue
        }
        let value: Double? = measure.isNumeric ? Double(random.next() % 45) : nil
        checkIns.append(
          CheckIn(
            habitID: habit.id, day: day, state: state, value: value,
            loggedMinute: Int(random.next() % 1440), updatedAt: Int64(day.daysSinceEpoch)))
      }
      previousDone = done
      return HabitLog(habit: habit, checkIns: checkIns)
    }
  }

  static func schedule(_ index: Int, start: Day) -> Schedule {
    switch index % 6 {
    case 0, 1: return .daily
    case 2: return .weekdays(WeekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday]))
    case 3: return .timesPerWeek(4)
    case 4: return .everyNDays(2, start: start)
    default: return .timesInDays(times: 3, days: 7)
    }
  }
}
