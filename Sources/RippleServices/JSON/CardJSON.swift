import RippleCore
import RippleStore

/// A habit card: everything a client draws for a habit on a day.
public struct CardJSON: Encodable, Sendable {
  public struct TodayEntry: Encodable, Sendable {
    public var state: String
    public var value: Double?
    public var note: String?
    public var mood: String?
    /// Numeric habits: "3 of 8 glasses" (absent for yes/no habits).
    public var progressText: String?
    /// Numeric habits: whether today's value meets the target (absent for yes/no habits).
    public var targetMet: Bool?
  }

  public struct Slot: Encodable, Sendable {
    public var day: String
    public var weekday: String
    public var outcome: String
    public var isToday: Bool
    public var isFuture: Bool
    public var scheduled: Bool
  }

  public struct Week: Encodable, Sendable {
    public var slots: [Slot]
    public var done: Int
    public var target: Int
    public var onTrack: Bool
    public var text: String
  }

  public struct TimeBadgeJSON: Encodable, Sendable {
    public var time: String
    public var display: String
    public var pastDue: Bool
  }

  public var habit: HabitJSON
  public var dueToday: Bool
  /// Not due and nothing logged: "goal met" or "rest day" (absent otherwise).
  public var notDueNote: String?
  public var today: TodayEntry
  public var week: Week
  public var streak: StreakJSON
  public var strength: Double
  public var timeBadge: TimeBadgeJSON?
  public var accessibilityLabel: String

  public init(_ card: TodayCard, settings: Settings) {
    habit = HabitJSON(card.habit, firstWeekday: settings.firstWeekday)
    dueToday = card.dueToday
    notDueNote = card.notDueNote
    let value = card.todayCheckIn?.value
    let numeric = card.habit.measure.isNumeric
    today = TodayEntry(
      state: card.todayOutcome.rawValue, value: value,
      note: card.todayCheckIn?.note, mood: card.todayCheckIn?.mood?.rawValue,
      progressText: AmountText.day(value ?? 0, of: card.habit.measure),
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
