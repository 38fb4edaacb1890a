import RippleCore

/// A habit card: everything a client draws for a habit on a day.
public struct CardJSON: WireObject, Sendable {
  public var card: TodayCard
  public var settings: Settings

  public init(_ card: TodayCard, settings: Settings) {
    self.card = card
    self.settings = settings
  }

  public static let wireName = "Card"
  public static let wireSummary =
    "A habit's card: the habit with the day's entry, its week, streak and strength"
  public static let wireFields: [WireField<CardJSON>] = [
    WireField("habit") { HabitJSON($0.card.habit, firstWeekday: $0.settings.firstWeekday) },
    WireField("dueToday") { $0.card.dueToday },
    .optional(
      "notDueNote", "Not due today and nothing logged, why it rests (absent otherwise)",
      as: .oneOf(["goal met", "rest day"])
    ) { $0.card.notDueNote },
    WireField("today") { CardTodayJSON(card: $0.card) },
    WireField("week") { CardWeekJSON(week: $0.card.week) },
    WireField("streak") { StreakJSON($0.card.streak) },
    WireField("strength", "Habit strength, 0 to 1, to three decimals") {
      ($0.card.strength * 1000).rounded() / 1000
    },
    .optional("timeBadge", "The next reminder's time, when the habit has one") {
      $0.card.timeBadge.map(TimeBadgeJSON.init)
    },
    WireField("accessibilityLabel", "What a screen reader says for the card") {
      $0.card.accessibilityLabel
    },
  ]
}

/// The day's entry on a card.
public struct CardTodayJSON: WireObject, Sendable {
  public var card: TodayCard

  public static let wireName = "CardToday"
  public static let wireSummary = "What is logged on the card's day"
  public static let wireFields: [WireField<CardTodayJSON>] = [
    WireField("state", as: .words(DayOutcome.self)) { $0.card.todayOutcome.rawValue },
    .optional("value") { $0.card.todayCheckIn?.value },
    .optional("note") { $0.card.todayCheckIn?.note },
    .optional("mood", as: .words(Mood.self)) { $0.card.todayCheckIn?.mood?.rawValue },
    .optional(
      "progressText",
      "Numeric habits only: progress toward a target (3 of 8 glasses), or for a limit the budget left"
    ) { AmountText.day($0.card.todayCheckIn?.value ?? 0, of: $0.card.habit.measure) },
    .optional("targetMet", "Numeric habits only: the day's value meets the target") {
      $0.card.habit.measure.isNumeric ? $0.card.todayOutcome == .done : nil
    },
  ]
}

/// The card's week: a slot a day and how the week goes.
public struct CardWeekJSON: WireObject, Sendable {
  public var week: WeekProgress

  public static let wireName = "CardWeek"
  public static let wireSummary =
    "The card's week, a slot a day, and how far it is toward its target"
  public static let wireFields: [WireField<CardWeekJSON>] = [
    WireField("slots") { $0.week.slots.map(WeekSlotJSON.init) },
    WireField("done") { $0.week.done },
    WireField("target") { $0.week.target },
    WireField("onTrack") { $0.week.onTrack },
    WireField("text", "2 / 3") { $0.week.text },
  ]
}

/// One day of a card's week.
public struct WeekSlotJSON: WireObject, Sendable {
  public var slot: WeekSlot

  public init(_ slot: WeekSlot) { self.slot = slot }

  public static let wireName = "WeekSlot"
  public static let wireSummary = "One day of a card's week"
  public static let wireFields: [WireField<WeekSlotJSON>] = [
    WireField("day", as: .day) { $0.slot.day.text },
    WireField("weekday", as: .oneOf(Weekday.allCases.map { $0.code })) { $0.slot.day.weekday.code },
    WireField("outcome", as: .words(DayOutcome.self)) { $0.slot.outcome.rawValue },
    WireField("isToday") { $0.slot.isToday },
    WireField("isFuture") { $0.slot.isFuture },
    WireField("scheduled") { $0.slot.scheduled },
  ]
}

/// The time on a card: its next reminder, and whether that time has passed.
public struct TimeBadgeJSON: WireObject, Sendable {
  public var badge: TimeBadge

  public init(_ badge: TimeBadge) { self.badge = badge }

  public static let wireName = "TimeBadge"
  public static let wireSummary = "The habit's reminder time for the day, and whether it has passed"
  public static let wireFields: [WireField<TimeBadgeJSON>] = [
    WireField("time", "HH:mm") { Reminder(minuteOfDay: $0.badge.minuteOfDay).timeText },
    WireField("display", "As the user's clock shows it") {
      Reminder(minuteOfDay: $0.badge.minuteOfDay).displayTime
    },
    WireField("pastDue") { $0.badge.pastDue },
  ]
}
