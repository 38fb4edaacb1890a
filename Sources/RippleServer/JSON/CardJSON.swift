import RippleCore
import RippleStore

/// A habit card: everything a client draws for a habit on a day.
public struct CardJSON: Encodable, Sendable {
  struct TodayEntry: Encodable, Sendable {
    var state: String
    var value: Double?
    var note: String?
    var mood: String?
    /// Numeric habits: "3 of 8 glasses" (absent for yes/no habits).
    var progressText: String?
    /// Numeric habits: whether today's value meets the target (absent for yes/no habits).
    var targetMet: Bool?
  }

  struct Slot: Encodable, Sendable {
    var day: String
    var weekday: String
    var outcome: String
    var isToday: Bool
    var isFuture: Bool
    var scheduled: Bool
  }

  struct Week: Encodable, Sendable {
    var slots: [Slot]
    var done: Int
    var target: Int
    var onTrack: Bool
    var text: String
  }

  struct TimeBadgeJSON: Encodable, Sendable {
    var time: String
    var display: String
    var pastDue: Bool
  }

  var habit: HabitJSON
  var dueToday: Bool
  /// Not due and nothing logged: "goal met" or "rest day" (absent otherwise).
  var notDueNote: String?
  var today: TodayEntry
  var week: Week
  var streak: StreakJSON
  var strength: Double
  var timeBadge: TimeBadgeJSON?
  var accessibilityLabel: String

  public init(_ card: TodayCard, settings: Settings) {
    habit = HabitJSON(card.habit, firstWeekday: settings.firstWeekday)
    dueToday = card.dueToday
    notDueNote = card.notDueNote
    let value = card.todayCheckIn?.value
    let numeric = card.habit.measure.isNumeric
    today = TodayEntry(
      state: card.todayOutcome.rawValue, value: value,
      note: card.todayCheckIn?.note, mood: card.todayCheckIn?.mood?.rawValue,
      progressText: AmountText.progress(value ?? 0, of: card.habit.measure),
      targetMet: numeric ? card.todayOutcome == .done : nil)
    week = Week(
      slots: card.week.slots.map {
        Slot(
          day: $0.day.text, weekday: $0.day.weekday.code, outcome: $0.outcome.rawValue,
          isToday: $0.isToday, isFuture: $0.isFuture, scheduled: $0.scheduled)
      }, done: card.week.done, target: card.week.target, onTrack: card.week.onTrack,
      text: card.week.text)
    streak = StreakJSON(card.streak)
    strength = (card.strength * 1000).rounded() / 1000
    timeBadge = card.timeBadge.map {
      let reminder = Reminder(minuteOfDay: $0.minuteOfDay)
      return TimeBadgeJSON(
        time: reminder.timeText, display: reminder.displayTime, pastDue: $0.pastDue)
    }
    accessibilityLabel = card.accessibilityLabel
  }
}
