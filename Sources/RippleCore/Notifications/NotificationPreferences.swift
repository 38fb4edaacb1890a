/// Which notifications a user wants.
public struct NotificationPreferences: Hashable, Sendable {
  /// The master toggle: off silences everything.
  public var enabled: Bool
  public var habitReminders: Bool
  public var streakReminder: Bool
  /// The streak reminder's wall-clock minute; nil means 2 hours before the user's day ends
  /// ("a single gentle reminder 2h before midnight").
  public var streakReminderMinute: Int?
  public var milestones: Bool
  /// Opt-in ("if enabled").
  public var motivation: Bool
  public var weeklySummary: Bool

  public init(
    enabled: Bool = true, habitReminders: Bool = true, streakReminder: Bool = true,
    streakReminderMinute: Int? = nil, milestones: Bool = true, motivation: Bool = false,
    weeklySummary: Bool = true
  ) {
    self.enabled = enabled
    self.habitReminders = habitReminders
    self.streakReminder = streakReminder
    self.streakReminderMinute = streakReminderMinute
    self.milestones = milestones
    self.motivation = motivation
    self.weeklySummary = weeklySummary
  }
}
