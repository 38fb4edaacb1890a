/// The free tier's limits; premium, and premium+ until it expires, lift them.
public enum TierLimits {
  public static let freeActiveHabits = 5
  public static let freeCategories = 3
  public static let freeRemindersPerDay = 3
  /// Days of statistics the free tier sees.
  public static let freeStatisticsDays = 7

  /// Whether one more active habit (a new one, or an unarchived one) fits the plan.
  public static func canAddActiveHabit(activeCount: Int, tier: Tier, today: Day) -> TierCheck {
    guard !tier.isPremium(on: today), activeCount >= freeActiveHabits else { return .allowed }
    return .needsPremium(
      reason:
        "The free plan includes up to \(freeActiveHabits) active habits. Upgrade to Premium for unlimited habits, or archive one first."
    )
  }

  /// The habits among `incoming` (in order) that must be archived for the active habits to fit
  /// the plan, `activeCount` being already active: those past the limit. Restore and import
  /// archive them rather than refuse the user's own data.
  public static func overActiveLimit(
    _ incoming: [Habit], activeCount: Int, tier: Tier, today: Day
  ) -> [HabitID] {
    guard !tier.isPremium(on: today) else { return [] }
    var room = max(0, freeActiveHabits - activeCount)
    var over: [HabitID] = []
    for habit in incoming where !habit.isArchived {
      if room > 0 {
        room -= 1
      } else {
        over.append(habit.id)
      }
    }
    return over
  }

  public static func canAddCategory(count: Int, tier: Tier, today: Day) -> TierCheck {
    guard !tier.isPremium(on: today), count >= freeCategories else { return .allowed }
    return .needsPremium(
      reason:
        "The free plan includes up to \(freeCategories) custom categories. Upgrade to Premium for unlimited categories."
    )
  }

  /// Whether the active habits' reminders fit the plan: at most 3 reminders on any weekday.
  public static func checkReminders(of habits: [Habit], tier: Tier, today: Day) -> TierCheck {
    guard !tier.isPremium(on: today) else { return .allowed }
    for weekday in Weekday.allCases {
      var count = 0
      for habit in habits where !habit.isArchived {
        for reminder in habit.reminders where reminder.weekdays.contains(weekday) { count += 1 }
      }
      if count > freeRemindersPerDay {
        return .needsPremium(
          reason:
            "The free plan includes up to \(freeRemindersPerDay) reminders a day. Upgrade to Premium for unlimited reminders."
        )
      }
    }
    return .allowed
  }

  /// Whether statistics over `days` days are available.
  public static func canSeeStatistics(days: Int, tier: Tier, today: Day) -> TierCheck {
    guard !tier.isPremium(on: today), days > freeStatisticsDays else { return .allowed }
    return .needsPremium(
      reason: "Monthly, yearly and all-time statistics are part of Premium.")
  }

  /// Advanced insights: time of day, correlations, predictions.
  public static func canSeeAdvancedInsights(tier: Tier, today: Day) -> TierCheck {
    guard !tier.isPremium(on: today) else { return .allowed }
    return .needsPremium(
      reason: "Time-of-day analysis, habit correlations and predictions are part of Premium.")
  }
}
