import RippleCore

/// The notifications due on `today` for `logs`, in a zone (UTC by default).
func notifications(
  _ logs: [HabitLog], on today: Day, zone: ZoneOffsets = .fixed(0),
  settings: Settings = Settings(tier: .premium),
  preferences: NotificationPreferences = NotificationPreferences(),
  snoozes: [ReminderSnooze] = []
) -> [DueNotification] {
  NotificationPlanner.due(
    NotificationDay(
      logs: logs, settings: settings, preferences: preferences, day: today, zone: zone,
      snoozes: snoozes))
}

/// Europe/Berlin around its 2026 changes: 29 March 01:00Z (+1 → +2), 25 October 01:00Z (+2 → +1).
let berlinSpring = ZoneOffsets(
  initialOffsetSeconds: 3600,
  changes: [.init(atUnixSeconds: unixSeconds(day("2026-03-29"), hour: 1), offsetSeconds: 7200)])
let berlinAutumn = ZoneOffsets(
  initialOffsetSeconds: 7200,
  changes: [.init(atUnixSeconds: unixSeconds(day("2026-10-25"), hour: 1), offsetSeconds: 3600)])

func at(_ hour: Int, _ minute: Int = 0) -> Reminder { Reminder(minuteOfDay: hour * 60 + minute) }
