import RippleCore

/// A schedule as stored: its kind and two integers.
package enum ScheduleColumns {
  package static func encode(_ schedule: Schedule) -> (kind: String, a: Int, b: Int) {
    switch schedule {
    case .daily: return ("daily", 0, 0)
    case .weekdays(let set): return ("weekdays", Int(set.bits), 0)
    case .timesPerWeek(let times): return ("times_per_week", times, 0)
    case .everyNDays(let every, let start): return ("every_n_days", every, start.daysSinceEpoch)
    case .timesInDays(let times, let days): return ("times_in_days", times, days)
    case .monthDays(let days): return ("month_days", days.reduce(0) { $0 | (1 << $1) }, 0)
    }
  }

  package static func decode(kind: String, a: Int, b: Int) -> Schedule {
    switch kind {
    case "weekdays": return .weekdays(WeekdaySet(bits: UInt8(truncatingIfNeeded: a)))
    case "times_per_week": return .timesPerWeek(a)
    case "every_n_days": return .everyNDays(a, start: Day(daysSinceEpoch: b))
    case "times_in_days": return .timesInDays(times: a, days: b)
    case "month_days": return .monthDays(Set((1...31).filter { a & (1 << $0) != 0 }))
    default: return .daily
    }
  }
}
