/// The coach's weekly summary: for each active
/// goal, on the last day of its week at 19:00, the week's progress as the coach's Weekly Progress
/// View tells it. The last evening still leaves the day to act on.
/// Never in calm mode, which allows only gentle reminders.
extension NotificationPlanner {
  /// The wall-clock minute the weekly summary fires on the week's last day.
  public static let weeklySummaryMinute = 19 * 60

  static func weeklySummaries(_ input: NotificationDay) -> [DueNotification] {
    var result: [DueNotification] = []
    for state in input.goals where state.goal.status.isActive && state.goal.startDay <= input.day {
      guard let log = input.logs.first(where: { $0.habit.id == state.goal.habitID }) else {
        continue
      }
      let week = CoachWeek(
        state: state, log: log, today: input.day, firstWeekday: input.settings.firstWeekday)
      guard week.weekEnd == input.day else { continue }
      let message = week.message(today: input.day)
      result.append(
        DueNotification(
          kind: .weeklySummary,
          key: "weekly_summary:\(state.goal.id.rawValue):\(week.weekStart.text)",
          habitID: nil, fireAt: input.instant(minuteOfDay: weeklySummaryMinute),
          title: input.privateWords ? "Your week" : "Your week: \(state.goal.what)",
          body: "\(week.progressText). \(message.text)",
          opensGoal: state.goal.id))
    }
    return result
  }
}
