import RippleCore

/// A streak as of today, with its grace-period state.
public struct StreakJSON: Encodable, Sendable {
  var current: Int
  var longest: Int
  var unit: String
  /// "day streak" or "week streak", the words after the number.
  var label: String
  var lastCompletedDay: String?
  var atRisk: Bool
  var hoursLeft: Int?

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
  struct MilestoneJSON: Encodable, Sendable {
    var days: Int
    var intensity: String
    var message: String
  }

  var segmentFilled: Bool
  var weeklyGoalReached: Bool
  var perfectDay: Bool
  var milestone: MilestoneJSON?

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
  var due: Int
  var done: Int
  var ratio: Double
  var tierText: String

  public init(_ summary: TodaySummary, calm: Bool) {
    due = summary.due
    done = summary.done
    ratio = (summary.ratio * 1000).rounded() / 1000
    tierText = summary.tierText(calm: calm)
  }
}
