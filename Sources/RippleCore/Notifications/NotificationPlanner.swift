/// Which notifications are due on a user's day, and when each fires:
/// reminders, streak reminders, milestones, motivation and the coach's summary. Pure: the same inputs always give the same list, sorted by instant.
public enum NotificationPlanner {
  /// The streak reminder's default: 2 hours before the user's day ends.
  public static let streakReminderMinutesIntoDay = 22 * 60

  public static func due(_ input: NotificationDay) -> [DueNotification] {
    guard input.preferences.enabled else { return [] }
    let cards = input.logs.filter { !$0.habit.isArchived && $0.habit.createdDay <= input.day }
      .map { log in
        TodayCard(
          log: log, today: input.day, settings: input.settings,
          moment: UserMoment(day: input.day, minuteOfDay: 0, minutesIntoDay: 0))
      }
    var result: [DueNotification] = []
    if input.preferences.habitReminders { result += habitReminders(input, cards: cards) }
    let calm = input.settings.isCalm
    if !calm && input.settings.showStreaks {
      if input.preferences.streakReminder, let reminder = streakReminder(input, cards: cards) {
        result.append(reminder)
      }
      if input.preferences.milestones { result += milestones(input, cards: cards) }
    }
    if !calm && input.preferences.motivation { result.append(motivation(input)) }
    if !calm && input.preferences.weeklySummary { result += weeklySummaries(input) }
    return result.sorted { ($0.fireAt, $0.key) < ($1.fireAt, $1.key) }
  }

  static func streakReminder(_ input: NotificationDay, cards: [TodayCard]) -> DueNotification? {
    guard cards.contains(where: { $0.streak.atRisk && $0.streak.current > 0 }) else { return nil }
    let left = cards.filter { $0.dueToday && !$0.isSettled }.count
    let fireAt =
      input.preferences.streakReminderMinute.map { input.instant(minuteOfDay: $0) }
      ?? input.instant(minutesIntoDay: streakReminderMinutesIntoDay)
    return DueNotification(
      kind: .streakReminder, key: "streak_reminder", habitID: nil, fireAt: fireAt,
      title: "Don't break your streak!",
      body: "You have \(left) \(left == 1 ? "habit" : "habits") left to complete today")
  }

  /// The streak milestones worth a notification.
  public static let milestoneDays = [7, 30, 50, 100, 365]

  static func milestones(_ input: NotificationDay, cards: [TodayCard]) -> [DueNotification] {
    var result: [DueNotification] = []
    for card in cards where card.isDone && card.streak.unit == .day {
      guard milestoneDays.contains(card.streak.current),
        card.streak.lastCompletedDay == input.day
      else { continue }
      let minute = card.todayCheckIn?.loggedMinute
      let fireAt =
        minute.map { input.instant(minuteOfDay: $0) } ?? input.instant(minutesIntoDay: 0)
      result.append(
        DueNotification(
          kind: .milestone, key: "milestone:\(card.habit.id.rawValue):\(card.streak.current)",
          habitID: card.habit.id, fireAt: fireAt, title: "🎉 Congratulations!",
          body: input.privateWords
            ? "You've reached a \(card.streak.current) day streak!"
            : "You've reached a \(card.streak.current) day streak for \(card.habit.name)!",
          opensHabit: card.habit.id))
    }
    return result
  }
}
