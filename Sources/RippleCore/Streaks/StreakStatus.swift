/// A habit's (or the perfect days') streak as of today.
public struct StreakStatus: Hashable, Sendable {
  public var unit: StreakUnit
  public var current: Int
  public var longest: Int
  public var lastCompletedDay: Day?
  /// Today (or this week) is due and not done yet while a streak runs: the grace
  /// period. The streak breaks only once the unit has passed undone.
  public var atRisk: Bool
  /// Whole hours left to save the streak, when at risk.
  public var hoursLeft: Int?
  /// Every streak, oldest first; the last one is running when `current > 0`.
  public var runs: [StreakRun]

  public init(
    unit: StreakUnit, current: Int, longest: Int, lastCompletedDay: Day?, atRisk: Bool,
    hoursLeft: Int?, runs: [StreakRun]
  ) {
    self.unit = unit
    self.current = current
    self.longest = longest
    self.lastCompletedDay = lastCompletedDay
    self.atRisk = atRisk
    self.hoursLeft = hoursLeft
    self.runs = runs
  }

  public static func none(unit: StreakUnit) -> StreakStatus {
    StreakStatus(
      unit: unit, current: 0, longest: 0, lastCompletedDay: nil, atRisk: false, hoursLeft: nil,
      runs: [])
  }
}

extension StreakUnit {
  /// "day streak" or "week streak", the label under a streak's number.
  public var streakLabel: String { "\(rawValue) streak" }
}
