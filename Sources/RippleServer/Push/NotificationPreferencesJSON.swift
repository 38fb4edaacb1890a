import Hummingbird
import RippleCore
import RippleStore

/// The notification settings as JSON; `streakReminderTime` is `HH:mm`, or
/// null for the default, 2 hours before the user's day ends.
struct NotificationPreferencesJSON: ResponseEncodable, Sendable {
  var enabled: Bool
  var habitReminders: Bool
  var streakReminder: Bool
  var streakReminderTime: String?
  var milestones: Bool
  var motivation: Bool
  var weeklySummary: Bool

  init(_ preferences: NotificationPreferences) {
    enabled = preferences.enabled
    habitReminders = preferences.habitReminders
    streakReminder = preferences.streakReminder
    streakReminderTime = preferences.streakReminderMinute.map {
      Reminder(minuteOfDay: $0).timeText
    }
    milestones = preferences.milestones
    motivation = preferences.motivation
    weeklySummary = preferences.weeklySummary
  }

  enum CodingKeys: String, CodingKey {
    case enabled, habitReminders, streakReminder, streakReminderTime, milestones, motivation
    case weeklySummary
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(enabled, forKey: .enabled)
    try container.encode(habitReminders, forKey: .habitReminders)
    try container.encode(streakReminder, forKey: .streakReminder)
    try container.encode(streakReminderTime, forKey: .streakReminderTime)
    try container.encode(milestones, forKey: .milestones)
    try container.encode(motivation, forKey: .motivation)
    try container.encode(weeklySummary, forKey: .weeklySummary)
  }
}

/// A change of notification settings: absent keys keep their value.
struct NotificationPreferencesPatch: Decodable, Sendable {
  var enabled: Bool?
  var habitReminders: Bool?
  var streakReminder: Bool?
  var streakReminderTime: String??
  var milestones: Bool?
  var motivation: Bool?
  var weeklySummary: Bool?

  enum CodingKeys: String, CodingKey {
    case enabled, habitReminders, streakReminder, streakReminderTime, milestones, motivation
    case weeklySummary
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    enabled = try container.decodeNonNullIfPresent(Bool.self, forKey: .enabled)
    habitReminders = try container.decodeNonNullIfPresent(Bool.self, forKey: .habitReminders)
    streakReminder = try container.decodeNonNullIfPresent(Bool.self, forKey: .streakReminder)
    if container.contains(.streakReminderTime) {
      streakReminderTime = .some(
        try container.decodeIfPresent(String.self, forKey: .streakReminderTime))
    }
    milestones = try container.decodeNonNullIfPresent(Bool.self, forKey: .milestones)
    motivation = try container.decodeNonNullIfPresent(Bool.self, forKey: .motivation)
    weeklySummary = try container.decodeNonNullIfPresent(Bool.self, forKey: .weeklySummary)
  }

  func applied(to preferences: NotificationPreferences) throws(APIError) -> NotificationPreferences
  {
    var result = preferences
    if let enabled { result.enabled = enabled }
    if let habitReminders { result.habitReminders = habitReminders }
    if let streakReminder { result.streakReminder = streakReminder }
    if let time = streakReminderTime {
      if let text = time {
        guard let minute = ReminderDTO.minute(of: text) else {
          throw .invalid(
            "'streakReminderTime' must be a time like 20:00", field: "streakReminderTime")
        }
        result.streakReminderMinute = minute
      } else {
        result.streakReminderMinute = nil
      }
    }
    if let milestones { result.milestones = milestones }
    if let motivation { result.motivation = motivation }
    if let weeklySummary { result.weeklySummary = weeklySummary }
    return result
  }
}
