import RippleCore

/// One time-of-day section's streak in `/streaks/current`.
public struct SectionStreakJSON: Encodable, Sendable {
  public var section: String
  public var title: String
  public var current: Int
  public var longest: Int
  public var lastCompletedDay: String?
  public var atRisk: Bool
  public var hoursLeft: Int?

  public init(_ streak: SectionStreak) {
    section = streak.kind.rawValue
    title = streak.kind.title
    current = streak.status.current
    longest = streak.status.longest
    lastCompletedDay = streak.status.lastCompletedDay?.text
    atRisk = streak.status.atRisk
    hoursLeft = streak.status.hoursLeft
  }
}

/// One section of one day in `/streaks/history`: only sections with something due are listed.
public struct SectionTallyJSON: Encodable, Sendable {
  public var section: String
  public var title: String
  public var due: Int
  public var done: Int
  public var complete: Bool

  public init(_ tally: SectionTally) {
    section = tally.kind.rawValue
    title = tally.kind.title
    due = tally.due
    done = tally.done
    complete = tally.isComplete
  }
}

/// One day of `/streaks/history`: the whole day's counts, the calendar state and its sections.
public struct StreakDayJSON: Encodable, Sendable {
  public var day: String
  public var due: Int
  public var done: Int
  public var perfect: Bool
  public var state: String
  /// The heatmap tile's depth, 0–4 (`HeatLevel`); absent when nothing was due.
  public var level: Int?
  public var sections: [SectionTallyJSON]

  public init(_ record: SectionDay, today: Day) {
    day = record.day.text
    due = record.due
    done = record.done
    perfect = record.perfectDay.isPerfect
    level = HeatLevel.of(done: record.done, due: record.due)
    state = record.state(today: today).rawValue
    sections = record.sections.filter { $0.due > 0 }.map(SectionTallyJSON.init)
  }
}

/// The month asked for with `?month=yyyy-MM`, its statistics and its neighbours.
public struct StreakMonthJSON: Encodable, Sendable {
  public var month: String
  public var start: String
  public var end: String
  public var firstWeekday: String
  public var daysCompleted: Int
  public var daysCounted: Int
  public var perfectDays: Int
  public var completionRate: Double
  public var completionPercent: Int
  public var habitsDone: Int
  public var habitsDue: Int
  public var habitsPercent: Int
  public var previous: String?
  public var next: String?

  public init(_ month: StreakMonth, firstWeekday: Weekday, historyStart: Day?) {
    self.month = Self.text(of: month.first)
    start = month.first.text
    end = month.last.text
    self.firstWeekday = firstWeekday.code
    daysCompleted = month.daysCompleted
    daysCounted = month.daysCounted
    perfectDays = month.perfectDays
    completionRate = (month.completionRate * 1000).rounded() / 1000
    completionPercent = month.completionPercent
    habitsDone = month.habitsDone
    habitsDue = month.habitsDue
    habitsPercent = month.habitsPercent
    previous = StreakMonth.previous(of: month.first, historyStart: historyStart).map(Self.text)
    next = StreakMonth.next(of: month.first, today: month.today).map(Self.text)
  }

  /// `yyyy-MM`.
  public static func text(of day: Day) -> String {
    String(day.text.prefix(7))
  }
}
