import RippleCore

/// `GET /api/v1/streaks/history`: done and due per day, with a month's statistics when one month
/// was asked for.
public struct StreakHistoryJSON: WireObject, Sendable {
  public var days: [SectionDay]
  public var today: Day
  public var month: StreakMonthJSON?

  public init(days: [SectionDay], today: Day, month: StreakMonthJSON? = nil) {
    self.days = days
    self.today = today
    self.month = month
  }

  public static let wireName = "StreakHistory"
  public static let wireSummary =
    "Done and due per day, with a month's statistics when one month was asked for"
  public static let wireFields: [WireField<StreakHistoryJSON>] = [
    WireField("days") { history in
      history.days.map { StreakDayJSON(record: $0, today: history.today) }
    },
    .optional("month", "Only with month") { $0.month },
  ]
}

/// One day of the streak history: the whole day's counts, the calendar state and its sections.
public struct StreakDayJSON: WireObject, Sendable {
  public var record: SectionDay
  public var today: Day

  public static let wireName = "StreakDay"
  public static let wireSummary =
    "One day's counts, what the streak calendar shows and its sections"
  public static let wireFields: [WireField<StreakDayJSON>] = [
    WireField("day", as: .day) { $0.record.day.text },
    WireField("due") { $0.record.due },
    WireField("done") { $0.record.done },
    WireField("perfect") { $0.record.perfectDay.isPerfect },
    WireField(
      "state",
      "What the streak calendar shows: perfect (every section due complete), morning or evening (the only complete section), partial (another mix), missed (nothing complete), pending (today, nothing complete yet), rest (nothing due), future (after today)",
      as: .words(SectionDayState.self)
    ) { $0.record.state(today: $0.today).rawValue },
    .optional(
      "level",
      "How deep the Statistics calendar colours the day, 0 (nothing done) to 4 (all done); absent when nothing was due"
    ) { HeatLevel.of(done: $0.record.done, due: $0.record.due) },
    WireField("sections", "The sections with something due that day") {
      $0.record.sections.filter { $0.due > 0 }.map(SectionTallyJSON.init)
    },
  ]
}

/// One section of one day in the streak history.
public struct SectionTallyJSON: WireObject, Sendable {
  public var tally: SectionTally

  public init(_ tally: SectionTally) { self.tally = tally }

  public static let wireName = "SectionTally"
  public static let wireSummary = "One time-of-day section of a day: its habits due and done"
  public static let wireFields: [WireField<SectionTallyJSON>] = [
    WireField("section", as: .named("DaySection")) { $0.tally.kind.rawValue },
    WireField("title") { $0.tally.kind.title },
    WireField("due") { $0.tally.due },
    WireField("done") { $0.tally.done },
    WireField("complete") { $0.tally.isComplete },
  ]
}

/// The month asked for with `?month=yyyy-MM`, its statistics and its neighbours.
public struct StreakMonthJSON: WireObject, Sendable {
  public var month: StreakMonth
  public var firstWeekday: Weekday
  public var historyStart: Day?

  public init(_ month: StreakMonth, firstWeekday: Weekday, historyStart: Day?) {
    self.month = month
    self.firstWeekday = firstWeekday
    self.historyStart = historyStart
  }

  /// `yyyy-MM`.
  public static func text(of day: Day) -> String { String(day.text.prefix(7)) }

  public static let wireName = "StreakMonth"
  public static let wireSummary = "A month of the streak calendar, with its statistics"
  public static let wireFields: [WireField<StreakMonthJSON>] = [
    WireField("month", "yyyy-MM") { text(of: $0.month.first) },
    WireField("start", as: .day) { $0.month.first.text },
    WireField("end", as: .day) { $0.month.last.text },
    WireField("firstWeekday", as: .named("Weekday")) { $0.firstWeekday.code },
    WireField("daysCompleted", "Counted days on which at least one section was complete") {
      $0.month.daysCompleted
    },
    WireField(
      "daysCounted",
      "Days of the month up to today with something due; today only once a section of it is complete"
    ) { $0.month.daysCounted },
    WireField("perfectDays", "Counted days on which every habit due was done") {
      $0.month.perfectDays
    },
    WireField("completionRate", "daysCompleted over daysCounted, to three decimals") {
      ($0.month.completionRate * 1000).rounded() / 1000
    },
    WireField("completionPercent") { $0.month.completionPercent },
    WireField(
      "habitsDone", "Habits done on the counted days, of those due (skipped ones in neither)"
    ) { $0.month.habitsDone },
    WireField("habitsDue") { $0.month.habitsDue },
    WireField("habitsPercent", "habitsDone over habitsDue as a whole percentage") {
      $0.month.habitsPercent
    },
    .optional("previous", "The month before, when the history reaches back into it") {
      StreakMonth.previous(of: $0.month.first, historyStart: $0.historyStart).map(text)
    },
    .optional("next", "The month after, unless it starts after today") {
      StreakMonth.next(of: $0.month.first, today: $0.month.today).map(text)
    },
  ]
}
