/// Per-day, per-section completion: each habit counts in the section of its earliest reminder
/// on that day's weekday (as Today places it), and due, skip and done follow `PerfectDays`.
public enum SectionDays {
  public static func days(
    _ timelines: [HabitTimeline], in range: ClosedRange<Day>
  )
    -> [SectionDay]
  {
    let kinds = TodaySectionKind.allCases
    let length = range.count
    var due = [[Int]](repeating: [Int](repeating: 0, count: length), count: kinds.count)
    var done = due
    for timeline in timelines {
      // The habit's section on each weekday, Sunday first.
      let sectionOf = Weekday.allCases.map { weekday in
        sectionIndex(
          TodaySectionKind(
            reminderMinute: timeline.habit.firstReminder(on: weekday)?.minuteOfDay),
          in: kinds)
      }
      let offset = range.lowerBound.distance(to: timeline.start)
      let first = max(0, offset)
      let (outcomes, isDue) = (timeline.outcomes, timeline.due)
      for position in first..<max(first, min(length, offset + timeline.count)) {
        let index = position - offset
        let outcome = outcomes[index]
        guard outcome != .skipped, isDue[index] else { continue }
        let section = sectionOf[range.lowerBound.adding(days: position).weekday.rawValue]
        due[section][position] += 1
        if outcome == .done { done[section][position] += 1 }
      }
    }
    return (0..<length).map { position in
      SectionDay(
        day: range.lowerBound.adding(days: position),
        sections: kinds.indices.map {
          SectionTally(kind: kinds[$0], due: due[$0][position], done: done[$0][position])
        })
    }
  }

  private static func sectionIndex(_ kind: TodaySectionKind, in kinds: [TodaySectionKind]) -> Int {
    kinds.firstIndex(of: kind) ?? 0
  }
}
