/// How many habits of one time-of-day section were due and done on a day.
public struct SectionTally: Hashable, Sendable {
  public var kind: TodaySectionKind
  /// Habits of the section due that day, not counting skipped ones.
  public var due: Int
  /// Habits of the section due that day and done.
  public var done: Int

  /// Every habit of the section due was done (and at least one was due).
  public var isComplete: Bool { due > 0 && done >= due }

  public init(kind: TodaySectionKind, due: Int, done: Int) {
    self.kind = kind
    self.due = due
    self.done = done
  }
}

/// One day of the streak history: the whole day's
/// counts and each section's, in `TodaySectionKind.allCases` order.
public struct SectionDay: Hashable, Sendable {
  public var day: Day
  public var sections: [SectionTally]

  public init(day: Day, sections: [SectionTally]) {
    self.day = day
    self.sections = sections
  }

  public var due: Int { sections.reduce(0) { $0 + $1.due } }
  public var done: Int { sections.reduce(0) { $0 + $1.done } }

  /// The perfect-day record of the same day.
  public var perfectDay: PerfectDay { PerfectDay(day: day, due: due, done: done) }

  public func tally(_ kind: TodaySectionKind) -> SectionTally {
    sections.first { $0.kind == kind } ?? SectionTally(kind: kind, due: 0, done: 0)
  }

  /// The sections with something due, and those of them that were complete.
  public var dueSections: [TodaySectionKind] { sections.filter { $0.due > 0 }.map { $0.kind } }
  public var completeSections: [TodaySectionKind] {
    sections.filter { $0.isComplete }.map { $0.kind }
  }

  /// What the calendar shows for the day, as of `today`.
  public func state(today: Day) -> SectionDayState {
    if day > today { return .future }
    if due == 0 { return .rest }
    if perfectDay.isPerfect { return .perfect }
    let morning = tally(.morning).isComplete
    let evening = tally(.evening).isComplete
    if morning && !evening && completeSections.count == 1 { return .morning }
    if evening && !morning && completeSections.count == 1 { return .evening }
    if !completeSections.isEmpty { return .partial }
    return day == today ? .pending : .missed
  }
}

/// The colour a day gets in the streak history calendar ("morning only (gold), evening
/// only (blue), both (green)"), generalised to four sections: green when every section due was
/// complete (a perfect day), gold or blue when the morning or the evening was the only complete
/// one, `partial` for any other mix.
public enum SectionDayState: String, Sendable, CaseIterable {
  case perfect, morning, evening, partial
  /// Something was due and no section was complete; today is `pending` instead.
  case missed, pending
  /// Nothing was due.
  case rest
  /// After today.
  case future
}
