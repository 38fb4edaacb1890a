/// The time ranges of the Statistics and Insights screens: calendar periods (this week, month,
/// year, all time) and rolling windows ending today (last 7, 30, 90 days).
public enum StatsRange: String, CaseIterable, Hashable, Sendable {
  case week, month, year, all
  case last7 = "7d"
  case last30 = "30d"
  case last90 = "90d"

  /// The code used in the API (`?range=`): `week`, `month`, `year`, `all`, `7d`, `30d`, `90d`.
  public var code: String { rawValue }

  public init?(code: String) {
    self.init(rawValue: code.lowercased())
  }

  /// The label of the range control: "Week", "Month", …, "30 days".
  public var title: String {
    switch self {
    case .week: return "Week"
    case .month: return "Month"
    case .year: return "Year"
    case .all: return "All"
    case .last7: return "7 days"
    case .last30: return "30 days"
    case .last90: return "90 days"
    }
  }

  /// The days of statistics the range shows, for the tier check (all time counts as unlimited).
  public var nominalDays: Int {
    switch self {
    case .week, .last7: return 7
    case .month, .last30: return 30
    case .last90: return 90
    case .year: return 365
    case .all: return Int.max
    }
  }

  /// Whether the user's plan shows this range: 7-day ranges are free, the others premium.
  public func access(tier: Tier, today: Day) -> TierCheck {
    TierLimits.canSeeStatistics(days: nominalDays, tier: tier, today: today)
  }

  /// Every range with its lock, in the order of the range control.
  public static func options(tier: Tier, today: Day) -> [StatsRangeOption] {
    allCases.map { StatsRangeOption(range: $0, access: $0.access(tier: tier, today: today)) }
  }

  /// The range's days as of `today`.
  ///
  /// - Parameter firstDay: where "all time" begins (the first habit's start day); today when nil.
  public func period(today: Day, firstWeekday: Weekday, firstDay: Day? = nil) -> StatsPeriod {
    switch self {
    case .week:
      let start = today.startOfWeek(firstWeekday: firstWeekday)
      return StatsPeriod(
        range: self, days: start...start.adding(days: 6), today: today,
        previous: start.adding(days: -7)...start.adding(days: -1))
    case .month:
      let days = today.monthRange
      return StatsPeriod(
        range: self, days: days, today: today, previous: days.lowerBound.adding(days: -1).monthRange
      )
    case .year:
      return StatsPeriod(
        range: self, days: StatsRange.yearRange(today.year), today: today,
        previous: StatsRange.yearRange(today.year - 1))
    case .all:
      let start = min(firstDay ?? today, today)
      return StatsPeriod(range: self, days: start...today, today: today, previous: nil)
    case .last7, .last30, .last90:
      let length = nominalDays
      let start = today.adding(days: -(length - 1))
      return StatsPeriod(
        range: self, days: start...today, today: today,
        previous: start.adding(days: -length)...start.adding(days: -1))
    }
  }

  static func yearRange(_ year: Int) -> ClosedRange<Day> {
    let first = Day(daysSinceEpoch: Day.daysFromCivil(year: year, month: 1, day: 1))
    let last = Day(daysSinceEpoch: Day.daysFromCivil(year: year, month: 12, day: 31))
    return first...last
  }
}

/// One choice of the range control, with the premium badge when locked.
public struct StatsRangeOption: Hashable, Sendable {
  public var range: StatsRange
  public var access: TierCheck

  public init(range: StatsRange, access: TierCheck) {
    self.range = range
    self.access = access
  }

  public var isLocked: Bool { !access.isAllowed }
}
