import RippleCore

/// One time-of-day section's streak in `/streaks/current`.
struct SectionStreakJSON: Encodable, Sendable {
  var section: String
  var title: String
  var current: Int
  var longest: Int
  var lastCompletedDay: String?
  var atRisk: Bool
  var hoursLeft: Int?

  init(_ streak: SectionStreak) {
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
struct SectionTallyJSON: Encodable, Sendable {
  var section: String
  var title: String
  var due: Int
  var done: Int
  var complete: Bool

  init(_ tally: SectionTally) {
    section = tally.kind.rawValue
    title = tally.kind.title
    due = tally.due
    done = tally.done
    complete = tally.isComplete
  }
}

/// One day of `/streaks/history`: the whole day's counts, the calendar state and its sections.
struct StreakDayJSON: Encodable, Sendable {
  var day: String
  var due: Int
  var done: Int
  var perfect: Bool
  var state: String
  /// The heatmap tile's depth, 0–4 (`HeatLevel`); absent when nothing was due.
  var level: Int?
  var sections: [SectionTallyJSON]

  init(_ record: SectionDay, today: Day) {
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
struct StreakMonthJSON: Encodable, Sendable {
  var month: String
  var start: String
  var end: String
  var firstWeekday: String
  var daysCompleted: Int
  var daysCounted: Int
  var perfectDays: Int
  var completionRate: Double
  var completionPercent: Int
  var previous: String?
  var next: String?

  init(_ month: StreakMonth, firstWeekday: Weekday, historyStart: Day?) {
    self.month = Self.text(of: month.first)
    start = month.first.text
    end = month.last.text
    self.firstWeekday = firstWeekday.code
    daysCompleted = month.daysCompleted
    daysCounted = month.daysCounted
    perfectDays = month.perfectDays
    completionRate = (month.completionRate * 1000).rounded() / 1000
    completionPercent = month.completionPercent
    previous = StreakMonth.previous(of: month.first, historyStart: historyStart).map(Self.text)
    next = StreakMonth.next(of: month.first, today: month.today).map(Self.text)
  }

  /// `yyyy-MM`.
  static func text(of day: Day) -> String {
    String(day.text.prefix(7))
  }
}
