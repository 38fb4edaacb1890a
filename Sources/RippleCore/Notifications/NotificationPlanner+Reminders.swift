extension NotificationPlanner {
  /// A reminder of one habit at one time of the user's day.
  struct Slot {
    var habit: Habit
    var minute: Int
    var minutesIntoDay: Int
    var settled: Bool
    var dueToday: Bool
  }

  /// Habit reminders: on the reminder's weekdays, only when the habit is due and nothing is
  /// logged yet. The free plan keeps the day's first three reminders, counted
  /// over every reminder of the day so the choice never shifts as habits get logged. A snoozed
  /// reminder comes back an hour after each snooze, up to three times.
  static func habitReminders(_ input: NotificationDay, cards: [TodayCard]) -> [DueNotification] {
    var slots: [Slot] = []
    let weekday = input.day.weekday
    for card in cards {
      let settled = card.todayOutcome != .none && card.todayOutcome != .partial
      var minutes: [Int] = []
      for reminder in card.habit.reminders where reminder.weekdays.contains(weekday) {
        if !minutes.contains(reminder.minuteOfDay) { minutes.append(reminder.minuteOfDay) }
      }
      for minute in minutes {
        slots.append(
          Slot(
            habit: card.habit, minute: minute,
            minutesIntoDay: (minute - input.startMinute + 1440) % 1440, settled: settled,
            dueToday: card.dueToday))
      }
    }
    slots.sort {
      ($0.minutesIntoDay, $0.habit.sortOrder, $0.habit.id) < (
        $1.minutesIntoDay, $1.habit.sortOrder, $1.habit.id
      )
    }
    if !input.settings.tier.isPremium(on: input.day) {
      slots = Array(slots.prefix(TierLimits.freeRemindersPerDay))
    }
    var result: [DueNotification] = []
    for slot in slots where slot.dueToday && !slot.settled {
      let base =
        "habit_reminder:\(slot.habit.id.rawValue):" + Reminder(minuteOfDay: slot.minute).timeText
      result.append(
        reminder(
          slot.habit, key: base + ":0", fireAt: input.instant(minuteOfDay: slot.minute),
          privateWords: input.privateWords))
      let snoozes = input.snoozes.filter {
        $0.habitID == slot.habit.id && $0.reminderMinute == slot.minute
      }.map { $0.atUnixSeconds }.sorted()
      for (index, at) in snoozes.prefix(ReminderSnooze.maxPerReminderPerDay).enumerated() {
        result.append(
          reminder(
            slot.habit, key: base + ":\(index + 1)", fireAt: at + ReminderSnooze.delaySeconds,
            privateWords: input.privateWords))
      }
    }
    return result
  }

  static func reminder(
    _ habit: Habit, key: String, fireAt: Int64, privateWords: Bool
  ) -> DueNotification {
    DueNotification(
      kind: .habitReminder, key: key, habitID: habit.id, fireAt: fireAt,
      title: privateWords ? privateReminderTitle : habit.name,
      body: "Time to complete your habit!", actions: [.complete, .snooze, .skip])
  }

  /// A private-mode reminder's title: the device names the habit when it can.
  public static let privateReminderTitle = "A habit is due"
}
