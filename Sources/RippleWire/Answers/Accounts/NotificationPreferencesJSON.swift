#if !hasFeature(Embedded)
import RippleCore

/// The notification settings; `streakReminderTime` is `HH:mm`, or null for the default, 2 hours
/// before the user's day ends.
public struct NotificationPreferencesJSON: WireObject, Sendable {
  public var preferences: NotificationPreferences

  public init(_ preferences: NotificationPreferences) { self.preferences = preferences }

  public static let wireName = "NotificationPreferences"
  public static let wireSummary = "Which notifications the user gets"
  public static let wireFields: [WireField<NotificationPreferencesJSON>] = [
    WireField("enabled", "The master toggle") { $0.preferences.enabled },
    WireField("habitReminders") { $0.preferences.habitReminders },
    WireField("streakReminder") { $0.preferences.streakReminder },
    .nullable(
      "streakReminderTime", "HH:mm; null means 2 hours before the user's day ends (spec 004)"
    ) { json in json.preferences.streakReminderMinute.map { Reminder(minuteOfDay: $0).timeText } },
    WireField("milestones") { $0.preferences.milestones },
    WireField("motivation", "Opt-in; never in calm mode") { $0.preferences.motivation },
    WireField(
      "weeklySummary",
      "The coach's weekly summary for each active goal, at 19:00 on the last day of the user's "
        + "week; never in calm mode"
    ) { $0.preferences.weeklySummary },
  ]
}
#endif
