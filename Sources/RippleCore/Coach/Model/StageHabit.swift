/// The daily habit of a stage: what to do, when, and how it is measured.
public struct StageHabit: Hashable, Sendable {
  /// A short name for the Today list ("Walk 10 minutes"), at most `Limits.nameLength`.
  public var name: String
  /// The action in a sentence ("Walk briskly for 10 minutes").
  public var action: String
  public var schedule: Schedule
  public var measure: Measure

  public init(name: String, action: String, schedule: Schedule, measure: Measure = .boolean) {
    self.name = name
    self.action = action
    self.schedule = schedule
    self.measure = measure
  }
}
