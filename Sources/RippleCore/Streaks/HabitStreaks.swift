/// Streaks of one habit.
///
/// The unit is the scheduled day, or the week for N-per-week habits. Skipped and unscheduled
/// units neither break nor extend a streak. The running unit (today, this week) never breaks
/// it: while it is due and undone the streak is at risk, with the hours left to save it.
public enum HabitStreaks {
  /// - Parameter minutesIntoDay: how far the user's today has gone (0..<1440), for hours left.
  public static func status(
    of timeline: HabitTimeline, today: Day, minutesIntoDay: Int = 0
  )
    -> StreakStatus
  {
    switch timeline.habit.schedule.streakUnit {
    case .day: return dayStreak(timeline, today: today, minutesIntoDay: minutesIntoDay)
    case .week: return weekStreak(timeline, today: today, minutesIntoDay: minutesIntoDay)
    }
  }

  public static func status(
    of log: HabitLog, today: Day, firstWeekday: Weekday, minutesIntoDay: Int = 0
  ) -> StreakStatus {
    let timeline = log.timeline(through: today, firstWeekday: firstWeekday)
    return status(of: timeline, today: today, minutesIntoDay: minutesIntoDay)
  }

  static func hoursLeft(minutesIntoDay: Int) -> Int {
    (1440 - minutesIntoDay + 59) / 60
  }

  private static func dayStreak(
    _ timeline: HabitTimeline, today: Day, minutesIntoDay: Int
  )
    -> StreakStatus
  {
    var counter = StreakCounter()
    var pendingToday = false
    let (outcomes, due) = (timeline.outcomes, timeline.due)
    for index in 0..<outcomes.count {
      let day = timeline.day(at: index)
      let verdict: UnitVerdict
      switch outcomes[index] {
      case .done: verdict = due[index] ? .success : .neutral
      case .skipped: verdict = .neutral
      case .missed, .none, .partial:
        if !due[index] || day > today {
          verdict = .neutral
        } else if day == today {
          verdict = .neutral
          pendingToday = true
        } else {
          verdict = .fail
        }
      }
      counter.record(verdict, first: day, last: day)
    }
    return counter.finished(
      unit: .day, atRisk: pendingToday, hoursLeft: hoursLeft(minutesIntoDay: minutesIntoDay))
  }

  private static func weekStreak(
    _ timeline: HabitTimeline, today: Day, minutesIntoDay: Int
  )
    -> StreakStatus
  {
    guard case .timesPerWeek(let target) = timeline.habit.schedule, timeline.count > 0 else {
      return .none(unit: .week)
    }
    var counter = StreakCounter()
    var atRisk = false
    let currentWeek = today.startOfWeek(firstWeekday: timeline.firstWeekday)
    var week = timeline.start.startOfWeek(firstWeekday: timeline.firstWeekday)
    while week <= timeline.end {
      let weekEnd = week.adding(days: 6)
      var done = 0
      var skipped = 0
      var lastDone = week
      for day in week...weekEnd {
        switch timeline.outcome(on: day) {
        case .done:
          done += 1
          lastDone = day
        case .skipped: skipped += 1
        default: break
        }
      }
      let verdict: UnitVerdict
      if done >= target {
        verdict = .success
      } else if week == currentWeek {
        verdict = .neutral
        let daysLeft = today.distance(to: weekEnd) + 1
        let needed = target - done - skipped
        let doneToday = timeline.outcome(on: today) == .done
        // At risk when every day left is needed, today included: today's hours are all there is
        // to save it. With fewer days left than needed, nothing can save it any more.
        atRisk = needed > 0 && !doneToday && daysLeft == needed
      } else if week < timeline.start || done + skipped >= target {
        // A first week the habit joined part-way, or a week the skips excused.
        verdict = .neutral
      } else {
        verdict = .fail
      }
      counter.record(verdict, first: week, last: verdict == .success ? lastDone : weekEnd)
      week = week.adding(days: 7)
    }
    return counter.finished(
      unit: .week, atRisk: atRisk, hoursLeft: hoursLeft(minutesIntoDay: minutesIntoDay))
  }
}
