import RippleCore

/// A streak as of today, with its grace-period state.
public struct StreakJSON: WireObject, Sendable {
  public var status: StreakStatus

  public init(_ status: StreakStatus) { self.status = status }

  public static let wireName = "Streak"
  public static let wireSummary = "A streak as of today, with its grace-period state"
  public static let wireFields: [WireField<StreakJSON>] = [
    WireField("current") { $0.status.current },
    WireField("longest") { $0.status.longest },
    WireField("unit", as: .oneOf(["day", "week"])) { $0.status.unit.rawValue },
    WireField("label", "The words after the number", as: .oneOf(["day streak", "week streak"])) {
      $0.status.unit.streakLabel
    },
    .optional("lastCompletedDay", as: .day) { $0.status.lastCompletedDay?.text },
    WireField("atRisk") { $0.status.atRisk },
    .optional("hoursLeft", "Hours left in the grace period, when at risk") { $0.status.hoursLeft },
  ]
}
