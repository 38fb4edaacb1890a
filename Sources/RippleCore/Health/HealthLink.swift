/// A habit linked to a health measure by a rule: each day the rule holds in an imported export
/// becomes a check-in of the habit.
public struct HealthLink: Hashable, Sendable {
  public var habitID: HabitID
  public var rule: HealthRule

  public init(habitID: HabitID, rule: HealthRule) {
    self.habitID = habitID
    self.rule = rule
  }
}
