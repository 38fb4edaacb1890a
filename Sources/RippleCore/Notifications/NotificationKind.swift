/// The kinds of notification Ripple sends.
public enum NotificationKind: String, CaseIterable, Sendable {
  case habitReminder = "habit_reminder"
  case streakReminder = "streak_reminder"
  case milestone
  case motivation
  /// The coach's weekly summary.
  case weeklySummary = "weekly_summary"
}

/// A button on a habit reminder.
public enum NotificationAction: String, CaseIterable, Sendable {
  case complete, snooze, skip

  public var title: String {
    switch self {
    case .complete: return "Complete"
    case .snooze: return "Snooze"
    case .skip: return "Skip"
    }
  }
}
