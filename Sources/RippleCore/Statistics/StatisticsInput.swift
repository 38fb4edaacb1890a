/// A user's habits prepared once for statistics as of `today`: every report (overview, per
/// habit, insights) reads from it, so a request builds each habit's timeline only once.
public struct StatisticsInput: Sendable {
  public let today: Day
  public let settings: Settings
  /// How far the user's today has gone (0..<1440), for a streak's hours left.
  public let minutesIntoDay: Int
  /// Every habit, archived ones too, in the user's order.
  public let logs: [HabitLog]
  let timelines: [HabitTimeline]
  let days: [HabitDays]
  /// Indexes into `logs` of the habits that are not archived.
  let active: [Int]
  /// The earliest start day of any habit, if there is one.
  public let firstDay: Day?

  public init(logs: [HabitLog], today: Day, settings: Settings, minutesIntoDay: Int = 0) {
    let sorted = logs.sorted {
      ($0.habit.sortOrder, $0.habit.name, $0.habit.id.rawValue)
        < ($1.habit.sortOrder, $1.habit.name, $1.habit.id.rawValue)
    }
    self.today = today
    self.settings = settings
    self.minutesIntoDay = minutesIntoDay
    self.logs = sorted
    let timelines = sorted.map {
      $0.timeline(through: today, firstWeekday: settings.firstWeekday)
    }
    self.timelines = timelines
    self.days = timelines.map { HabitDays(timeline: $0) }
    self.active = sorted.indices.filter { !sorted[$0].habit.isArchived }
    self.firstDay = sorted.map { $0.startDay }.min()
  }

  public func period(_ range: StatsRange) -> StatsPeriod {
    range.period(today: today, firstWeekday: settings.firstWeekday, firstDay: firstDay)
  }

  /// The index in `logs` of a habit.
  func index(of id: HabitID) -> Int? {
    logs.firstIndex { $0.habit.id == id }
  }

  /// The active habits' combined rate over `range`.
  func activeRate(in range: ClosedRange<Day>) -> Rate {
    var rate = Rate.zero
    for index in active { rate += days[index].rate(in: range) }
    return rate
  }

  /// The active habits' rate over `period` so far against the whole period before; nil for all
  /// time or when either had nothing due.
  func trend(of period: StatsPeriod) -> Trend? {
    guard let previous = period.previous, let phrase = period.previousPhrase else { return nil }
    return Trend(
      current: activeRate(in: period.elapsed), previous: activeRate(in: previous),
      previousPhrase: phrase)
  }

  /// Days marked done over `range`, every habit's (archived ones too: archiving keeps what was
  /// done): what Statistics calls completions.
  func completions(in range: ClosedRange<Day>) -> Int {
    days.reduce(0) { $0 + $1.daysDone(in: range) }
  }

  /// Throws unless the user's plan shows `range`.
  func checkAccess(_ range: StatsRange) throws(StatisticsError) {
    if case .needsPremium(let reason) = range.access(tier: settings.tier, today: today) {
      throw .needsPremium(reason: reason)
    }
  }

  var isPremium: Bool { settings.tier.isPremium(on: today) }
}
