/// A range's days as of a given today.
public struct StatsPeriod: Hashable, Sendable {
  public var range: StatsRange
  /// Every day of the period, including the days after today (the rest of this week, month or
  /// year): the cells of a heatmap.
  public var days: ClosedRange<Day>
  /// The period's days up to today: the days statistics count.
  public var elapsed: ClosedRange<Day>
  /// The period before, of the same kind and length (last week, last month, last year, or the
  /// N days before); nil for all time.
  public var previous: ClosedRange<Day>?

  public init(range: StatsRange, days: ClosedRange<Day>, today: Day, previous: ClosedRange<Day>?) {
    self.range = range
    self.days = days
    self.elapsed = days.lowerBound...max(days.lowerBound, min(days.upperBound, today))
    self.previous = previous
  }

  /// How the period reads in a sentence: "this week", "this month", "in the last 30 days".
  public var phrase: String {
    switch range {
    case .week: return "this week"
    case .month: return "this month"
    case .year: return "this year"
    case .all: return "since you started"
    case .last7: return "in the last 7 days"
    case .last30: return "in the last 30 days"
    case .last90: return "in the last 90 days"
    }
  }

  /// The period as a span ("at 87% completion over 30 days"); the calendar periods read as in
  /// `phrase`.
  public var spanPhrase: String {
    switch range {
    case .last7: return "over 7 days"
    case .last30: return "over 30 days"
    case .last90: return "over 90 days"
    case .week, .month, .year, .all: return phrase
    }
  }

  /// The previous period in a sentence ("from last week"), when there is one.
  public var previousPhrase: String? {
    switch range {
    case .week: return "last week"
    case .month: return "last month"
    case .year: return "last year"
    case .all: return nil
    case .last7: return "the previous 7 days"
    case .last30: return "the previous 30 days"
    case .last90: return "the previous 90 days"
    }
  }
}
