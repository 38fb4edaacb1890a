import RippleCore

/// A streak as of today, with its grace-period state.
public struct StreakJSON: Encodable, Sendable {
  public var current: Int
  public var longest: Int
  public var unit: String
  /// "day streak" or "week streak", the words after the number.
  public var label: String
  public var lastCompletedDay: String?
  public var atRisk: Bool
  public var hoursLeft: Int?

  public init(_ status: StreakStatus) {
    current = status.current
    longest = status.longest
    unit = status.unit.rawValue
    label = status.unit.streakLabel
    lastCompletedDay = status.lastCompletedDay?.text
    atRisk = status.atRisk
    hoursLeft = status.hoursLeft
  }
}

/// What a write is worth celebrating; clients celebrate exactly this.
public struct CelebrationJSON: Encodable, Sendable {
  public struct MilestoneJSON: Encodable, Sendable {
    public var days: Int
    public var intensity: String
    public var message: String
  }

  public var segmentFilled: Bool
  public var weeklyGoalReached: Bool
  public var perfectDay: Bool
  public var milestone: MilestoneJSON?

  public init(_ celebration: Celebration) {
    segmentFilled = celebration.segmentFilled
    weeklyGoalReached = celebration.weeklyGoalReached
    perfectDay = celebration.perfectDay
    milestone = celebration.milestone.map {
      MilestoneJSON(days: $0.days, intensity: $0.intensity.rawValue, message: $0.message)
    }
  }
}

/// The daily summary card.
public struct SummaryJSON: Encodable, Sendable {
  public var due: Int
  public var done: Int
  public var ratio: Double
  public var tierText: String

  public init(_ summary: TodaySummary, calm: Bool) {
    due = summary.due
    done = summary.done
    ratio = (summary.ratio * 1000).rounded() / 1000
    tierText = summary.tierText(calm: calm)
  }
}
