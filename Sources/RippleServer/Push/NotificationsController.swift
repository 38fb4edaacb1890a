import Foundation
import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `/api/v1/notifications`: the user's notification settings, and snoozing a reminder
/// (one hour later, at most 3 times a day).
struct NotificationsController<Repository: RippleRepository & NotificationRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>
  let clock: ServerClock

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get("preferences", use: show)
    group.patch("preferences", use: update)
    group.post("snooze", use: snooze)
  }

  @Sendable func show(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> NotificationPreferencesJSON
  {
    NotificationPreferencesJSON(try await repository.notificationPreferences(for: context.user))
  }

  @Sendable func update(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> NotificationPreferencesJSON
  {
    var request = request
    let patch = try await request.json(NotificationPreferencesPatch.self)
    return NotificationPreferencesJSON(
      try await repository.updateNotificationPreferences(for: context.user, try patch.change()))
  }

  struct SnoozeInput: Decodable, Sendable {
    var habitId: String
    var reminderTime: String
  }

  @Sendable func snooze(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> EditedResponse<SnoozeJSON>
  {
    var request = request
    let input = try await request.json(SnoozeInput.self)
    guard let minute = ReminderDTO.minute(of: input.reminderTime) else {
      throw APIError.invalid("'reminderTime' must be a time like 08:00", field: "reminderTime")
    }
    let habit = try await repository.habit(HabitID(input.habitId), for: context.user)
    let now = try await calendar.now(request, context)
    let earlier = try await repository.snoozes(for: context.user, day: now.today).filter {
      $0.habitID == habit.id && $0.reminderMinute == minute
    }
    guard ReminderSnooze.canSnooze(after: earlier.count) else {
      throw APIError(
        .unprocessableContent, code: .snoozeLimit,
        message: "A reminder can be snoozed \(ReminderSnooze.maxPerReminderPerDay) times a day",
        field: "reminderTime")
    }
    let at = clock.nowMillis() / 1000
    try await repository.addSnooze(
      ReminderSnooze(habitID: habit.id, reminderMinute: minute, atUnixSeconds: at),
      day: now.today, for: context.user)
    let count = earlier.count + 1
    return EditedResponse(
      status: .created,
      response: SnoozeJSON(
        habitId: habit.id.rawValue, reminderTime: Reminder(minuteOfDay: minute).timeText,
        snoozes: count, remaining: ReminderSnooze.maxPerReminderPerDay - count,
        remindAt: InstantText.iso(seconds: at + ReminderSnooze.delaySeconds)))
  }
}
