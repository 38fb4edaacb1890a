import Hummingbird
import RippleCore
import RippleStore

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
