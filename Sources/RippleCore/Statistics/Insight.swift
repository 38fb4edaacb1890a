/// One insight card.
public struct Insight: Hashable, Sendable {
  public var kind: InsightKind
  public var title: String
  /// The card's sentence; for a locked card, why it is locked.
  public var text: String
  /// A second, smaller line.
  public var detail: String?
  /// Needs premium: the card shows the premium badge and carries no data.
  public var isLocked: Bool
  /// The headline number: a percent, a lift in percent, a streak target, a change in completions.
  public var value: Int?
  /// 0…1, for a progress bar (the streak prediction).
  public var progress: Double?
  /// The day the insight points at (the predicted streak day).
  public var day: Day?
  /// The habits the insight is about.
  public var habitIDs: [HabitID]
  /// The card's chart: habits, weekdays, times of day, or this week and last.
  public var bars: [InsightBar]

  public init(
    kind: InsightKind, title: String, text: String, detail: String? = nil, isLocked: Bool = false,
    value: Int? = nil, progress: Double? = nil, day: Day? = nil, habitIDs: [HabitID] = [],
    bars: [InsightBar] = []
  ) {
    self.kind = kind
    self.title = title
    self.text = text
    self.detail = detail
    self.isLocked = isLocked
    self.value = value
    self.progress = progress
    self.day = day
    self.habitIDs = habitIDs
    self.bars = bars
  }

  /// The card of a premium insight the plan does not include.
  static func locked(_ kind: InsightKind, calm: Bool, reason: String) -> Insight {
    Insight(kind: kind, title: kind.title(calm: calm), text: reason, isLocked: true)
  }
}

/// One bar of an insight's chart.
public struct InsightBar: Hashable, Sendable {
  public var label: String
  public var habitID: HabitID?
  /// Done days (or completions) behind the bar.
  public var count: Int
  /// What `count` is out of: due days, or all completions.
  public var total: Int
  public var percent: Int

  public init(label: String, habitID: HabitID? = nil, count: Int, total: Int, percent: Int) {
    self.label = label
    self.habitID = habitID
    self.count = count
    self.total = total
    self.percent = percent
  }

  init(label: String, habitID: HabitID? = nil, rate: Rate) {
    self.init(
      label: label, habitID: habitID, count: rate.done, total: rate.due, percent: rate.percent)
  }
}

public enum InsightKind: String, Sendable, CaseIterable {
  case overallConsistency
  case byHabit
  case mostConsistent
  case roomForGrowth
  case dayOfWeek
  case weekComparison
  case timeOfDay
  case correlation
  case streakPrediction

  /// Time of day, correlations and predictions need premium.
  public var isAdvanced: Bool {
    switch self {
    case .timeOfDay, .correlation, .streakPrediction: return true
    default: return false
    }
  }

  public func title(calm: Bool) -> String {
    switch self {
    case .overallConsistency: return "Overall Consistency"
    case .byHabit: return "By Habit"
    case .mostConsistent: return "Most Consistent"
    case .roomForGrowth: return "Room for Growth"
    case .dayOfWeek: return "Day of Week Trends"
    case .weekComparison: return "This Week vs Last Week"
    case .timeOfDay: return calm ? "Time of Day" : "Best Time of Day"
    case .correlation: return "Habits That Go Together"
    case .streakPrediction: return "Streak Prediction"
    }
  }
}
