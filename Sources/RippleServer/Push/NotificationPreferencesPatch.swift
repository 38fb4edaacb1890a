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

  /// The change this patch makes, checked first (a 422 naming the bad field); it is applied to
  /// the preferences as stored inside the write.
  func change() throws(APIError) -> @Sendable (inout NotificationPreferences) -> Void {
    var minute: Int?? = nil
    if let time = streakReminderTime {
      if let text = time {
        guard let parsed = ReminderDTO.minute(of: text) else {
          throw .invalid(
            "'streakReminderTime' must be a time like 20:00", field: "streakReminderTime")
        }
        minute = .some(parsed)
      } else {
        minute = .some(nil)
      }
    }
    let patch = self
    let newMinute = minute
    return { result in
      if let enabled = patch.enabled { result.enabled = enabled }
      if let habitReminders = patch.habitReminders { result.habitReminders = habitReminders }
      if let streakReminder = patch.streakReminder { result.streakReminder = streakReminder }
      if let newMinute { result.streakReminderMinute = newMinute }
      if let milestones = patch.milestones { result.milestones = milestones }
      if let motivation = patch.motivation { result.motivation = motivation }
      if let weeklySummary = patch.weeklySummary { result.weeklySummary = weeklySummary }
    }
  }
}
