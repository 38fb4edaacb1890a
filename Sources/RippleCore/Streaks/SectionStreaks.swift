/// One time-of-day section's streak: consecutive days on which every habit of the section due
/// was done. The same rules as the perfect-days streak: days with nothing due in the section
/// neither break nor extend it, skipped habits are excused, and today is only at risk.
public struct SectionStreak: Hashable, Sendable {
  public var kind: TodaySectionKind
  public var status: StreakStatus

  public init(kind: TodaySectionKind, status: StreakStatus) {
    self.kind = kind
    self.status = status
  }
}

public enum SectionStreaks {
  /// The streaks of the sections that had anything due since the first habit started, in
  /// `TodaySectionKind.allCases` order.
  public static func statuses(
    _ timelines: [HabitTimeline], today: Day, minutesIntoDay: Int = 0
  )
    -> [SectionStreak]
  {
    guard let first = timelines.map({ $0.start }).min(), first <= today else { return [] }
    let days = SectionDays.days(timelines, in: first...today)
    return TodaySectionKind.allCases.compactMap { kind in
      let tallies = days.map { $0.tally(kind) }
      guard tallies.contains(where: { $0.due > 0 }) else { return nil }
      let records = zip(days, tallies).map {
        PerfectDay(day: $0.day, due: $1.due, done: $1.done)
      }
      return SectionStreak(
        kind: kind,
        status: PerfectDays.fold(records, today: today, minutesIntoDay: minutesIntoDay))
    }
  }
}
