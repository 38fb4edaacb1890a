import RippleCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times the engine's hot paths on 100 habits with 10 years of daily check-ins each: the Today
/// view, week progress, streaks and strength. Budget: under 20 ms in total, in release.
func runEngineBenchmark() {
  let today = try! Day(year: 2026, month: 3, day: 4)
  let logs = EngineFixture.logs(habits: 100, years: 10, through: today)
  let settings = Settings(firstWeekday: .monday, dayStartHour: 3)
  let moment = UserMoment(day: today, minuteOfDay: 20 * 60, minutesIntoDay: 17 * 60)
  let checkIns = logs.reduce(0) { $0 + $1.checkIns.count }
  print(
    "engine: \(logs.count) habits, \(checkIns) check-ins; ms over \(runs) runs: median (best) "
      + "[median CPU time, which other processes on the machine do not inflate]")

  var sink = 0.0
  let parts: [(String, Timing)] = [
    (
      "today view",
      time {
        let view = TodayView(logs: logs, today: today, settings: settings, moment: moment)
        sink += Double(view.summary.done + view.perfectDays.current)
      }
    ),
    (
      "week progress",
      time {
        for log in logs {
          sink += Double(WeekProgress(log: log, today: today, firstWeekday: .monday).done)
        }
      }
    ),
    (
      "streaks",
      time {
        for log in logs {
          sink += Double(HabitStreaks.status(of: log, today: today, firstWeekday: .monday).current)
        }
      }
    ),
    (
      "strength",
      time {
        for log in logs {
          let timeline = HabitTimeline(log: log, through: today, firstWeekday: .monday)
          sink += HabitStrength.current(timeline)
        }
      }
    ),
  ]
  for (name, timing) in parts { print("  \(pad(name)) \(timing)") }
  let total = Timing(
    median: parts.reduce(0) { $0 + $1.1.median }, best: parts.reduce(0) { $0 + $1.1.best },
    cpu: parts.reduce(0) { $0 + $1.1.cpu })
  print("  \(pad("total")) \(total)  budget 20 ms")
  let timelines = time {
    for log in logs {
      sink += Double(HabitTimeline(log: log, through: today, firstWeekday: .monday).count)
    }
  }
  print("  \(pad("(timelines)")) \(timelines)  laying out the days, a part of each above")
  print("  \(pad("checksum")) \(checksum(logs, today: today, settings: settings, moment: moment))")
  if sink.isNaN { print(sink) }
}

private let runs = 15

private struct Timing: CustomStringConvertible {
  var median: Double
  var best: Double
  var cpu: Double

  var description: String { "\(format(median)) (\(format(best))) [\(format(cpu))]" }
}

private func time(_ body: () -> Void) -> Timing {
  body()  // warm up
  var samples: [Double] = []
  var cpuSamples: [Double] = []
  let clock = ContinuousClock()
  for _ in 0..<runs {
    let cpuStart = cpuMilliseconds()
    let (seconds, attoseconds) = clock.measure(body).components
    cpuSamples.append(cpuMilliseconds() - cpuStart)
    samples.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
  }
  samples.sort()
  cpuSamples.sort()
  return Timing(median: samples[runs / 2], best: samples[0], cpu: cpuSamples[runs / 2])
}

/// The CPU time this thread has used (0 where the platform cannot tell).
private func cpuMilliseconds() -> Double {
  #if canImport(Glibc) || canImport(Darwin)
  var now = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
  return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
  #else
  return 0
  #endif
}

private func pad(_ text: String) -> String {
  text + String(repeating: " ", count: max(0, 14 - text.count))
}

private func format(_ milliseconds: Double) -> String {
  let hundredths = Int((milliseconds * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// A digest of every result, to check that an optimisation changed no number.
private func checksum(
  _ logs: [HabitLog], today: Day, settings: Settings, moment: UserMoment
) -> String {
  let view = TodayView(logs: logs, today: today, settings: settings, moment: moment)
  var digest: UInt64 = 14_695_981_039_346_656_037
  func mix(_ value: Int) {
    digest = (digest ^ UInt64(bitPattern: Int64(value))) &* 1_099_511_628_211
  }
  mix(view.summary.due)
  mix(view.summary.done)
  for run in view.perfectDays.runs { mix(run.start.daysSinceEpoch + run.length) }
  for card in view.cards {
    mix(card.dueToday ? 1 : 0)
    mix(card.week.done * 8 + card.week.target)
    mix(card.streak.current)
    mix(card.streak.longest)
    mix(card.streak.hoursLeft ?? -1)
    for run in card.streak.runs { mix(run.start.daysSinceEpoch &* 31 &+ run.end.daysSinceEpoch) }
    mix(Int(card.strength * 1e12))
    mix(card.timeBadge.map { $0.pastDue ? 2 : 1 } ?? 0)
  }
  for log in logs {
    let timeline = HabitTimeline(log: log, through: today, firstWeekday: settings.firstWeekday)
    for score in HabitStrength.series(timeline) { mix(Int(score * 1e12)) }
    for index in 0..<timeline.count { mix(timeline.isDue(at: index) ? 1 : 0) }
  }
  return String(digest, radix: 16)
}

/// Deterministic habits and check-ins: a mix of every schedule kind and both measures.
enum EngineFixture {
  static func logs(habits: Int, years: Int, through today: Day) -> [HabitLog] {
    var random = SplitMix64(seed: 42)
    let first = today.adding(days: -(365 * years + years / 4))
    return (0..<habits).map { index in
      let habit = Habit(
        id: HabitID(uuid(index)), name: "Habit \(index)",
        color: Palette.autoColor(habitCount: index).hex, schedule: schedule(index, start: first),
        measure: measure(index),
        reminders: index % 3 == 0 ? [] : [Reminder(minuteOfDay: index * 13 % 1440)],
        sortOrder: index, createdDay: first)
      var checkIns: [CheckIn] = []
      for day in first...today {
        let roll = random.next() % 100
        guard roll < 92 else { continue }
        let state: CheckInState = roll < 80 ? .done : (roll < 86 ? .skipped : .missed)
        let value: Double? = habit.measure.isNumeric ? Double(random.next() % 60) : nil
        let note: String? = roll % 20 == 0 ? "A note long enough to live on the heap" : nil
        checkIns.append(
          CheckIn(
            habitID: habit.id, day: day, state: state, value: value, note: note,
            updatedAt: Int64(day.daysSinceEpoch)))
      }
      return HabitLog(habit: habit, checkIns: checkIns)
    }
  }

  /// A UUID-shaped ID: 36 characters, so it lives on the heap like real ones.
  static func uuid(_ index: Int) -> String {
    let digits = String(index)
    return "6f1c2a9e-0b7d-4c1e-9a35-" + String(repeating: "0", count: 12 - digits.count) + digits
  }

  static func schedule(_ index: Int, start: Day) -> Schedule {
    switch index % 6 {
    case 0: return .daily
    case 1: return .weekdays(WeekdaySet([.monday, .wednesday, .friday]))
    case 2: return .timesPerWeek(3)
    case 3: return .everyNDays(2, start: start)
    case 4: return .timesInDays(times: 3, days: 7)
    default: return .monthDays([1, 15, 31])
    }
  }

  static func measure(_ index: Int) -> Measure {
    switch index % 10 {
    case 7: return .numeric(target: 30, unit: "minutes", kind: .atLeast)
    case 9: return .numeric(target: 40, unit: "grams", kind: .atMost)
    default: return .boolean
    }
  }
}
