import Foundation
import RippleCore

/// What the service worker receives in a push: the JSON it turns into a notification.
struct PushMessage: Encodable, Sendable {
  var kind: String
  var key: String
  var title: String
  var body: String
  var habitId: String?
  /// The reminder's wall-clock time (`HH:mm`), which a snooze names.
  var reminderTime: String?
  var day: String?
  var actions: [Action]
  /// The app path tapping the notification opens.
  var url: String
  var icon: String?
  var color: String?

  struct Action: Encodable, Sendable {
    var action: String
    var title: String
  }

  init(_ notification: DueNotification, day: Day, habit: Habit?) {
    kind = notification.kind.rawValue
    key = notification.key
    title = notification.title
    body = notification.body
    habitId = notification.habitID?.rawValue
    let parts = notification.key.split(separator: ":")
    reminderTime =
      notification.kind == .habitReminder && parts.count >= 5
      ? "\(parts[parts.count - 3]):\(parts[parts.count - 2])" : nil
    self.day = day.text
    actions = notification.actions.map { Action(action: $0.rawValue, title: $0.title) }
    url =
      notification.opensHabit.map { "/#/habit/\($0.rawValue)" }
      ?? notification.opensGoal.map { "/#/coach/\($0.rawValue)" } ?? "/#/today"
    icon = habit?.icon
    color = habit?.color
  }

  init(title: String, body: String) {
    kind = "test"
    key = "test"
    self.title = title
    self.body = body
    actions = []
    url = "/#/today"
  }

  var data: Data { (try? JSONEncoder().encode(self)) ?? Data() }
}
