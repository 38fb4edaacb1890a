/// A goal the coach guides the user towards.
public struct Goal: Hashable, Sendable, Identifiable {
  public var id: GoalID
  /// What the user wants to achieve, in their words.
  public var what: String
  /// Why it matters to them; the planner weaves it into each stage's rationale.
  public var why: String
  public var timeline: GoalTimeline
  public var pastAttempts: PastAttempts
  public var status: GoalStatus
  /// The Ripple habit that carries the current stage.
  public var habitID: HabitID
  /// The day the user set the goal; week 1 is the week holding it.
  public var startDay: Day
  /// Where the person is now, in the unit of the domain's baseline question; nil when skipped.
  public var baseline: Double?

  public init(
    id: GoalID, what: String, why: String = "", timeline: GoalTimeline = .weeks(8),
    pastAttempts: PastAttempts = .none, status: GoalStatus = .active, habitID: HabitID,
    startDay: Day, baseline: Double? = nil
  ) {
    self.baseline = baseline
    self.id = id
    self.what = what
    self.why = why
    self.timeline = timeline
    self.pastAttempts = pastAttempts
    self.status = status
    self.habitID = habitID
    self.startDay = startDay
  }
}
