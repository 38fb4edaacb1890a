/// A notification due on one of the user's days, with the instant it fires.
public struct DueNotification: Hashable, Sendable {
  public var kind: NotificationKind
  /// Unique among the user's notifications of the day: what a sender claims so each one is sent
  /// once (e.g. `habit_reminder:<habit>:08:00:0`, the last number counting snoozes).
  public var key: String
  public var habitID: HabitID?
  /// Seconds since 1970-01-01T00:00:00Z.
  public var fireAt: Int64
  public var title: String
  public var body: String
  public var actions: [NotificationAction]
  /// What tapping the notification opens: a habit's detail, or Today when nil.
  public var opensHabit: HabitID?
  /// The coached goal it speaks of (the weekly summary), whose coach screen a tap opens.
  public var opensGoal: GoalID?

  public init(
    kind: NotificationKind, key: String, habitID: HabitID?, fireAt: Int64, title: String,
    body: String, actions: [NotificationAction] = [], opensHabit: HabitID? = nil,
    opensGoal: GoalID? = nil
  ) {
    self.kind = kind
    self.key = key
    self.habitID = habitID
    self.fireAt = fireAt
    self.title = title
    self.body = body
    self.actions = actions
    self.opensHabit = opensHabit
    self.opensGoal = opensGoal
  }
}
