import RippleCore

/// A habit as the API answers it: what is stored, with its schedule in words, its streak's unit
/// and, for a numeric habit, how a value is entered.
public struct HabitJSON: WireObject, Sendable {
  public var habit: Habit
  public var firstWeekday: Weekday

  public init(_ habit: Habit, firstWeekday: Weekday) {
    self.habit = habit
    self.firstWeekday = firstWeekday
  }

  public static let wireName = "Habit"
  public static let wireSummary =
    "A habit as the API answers it: what is stored, with its schedule in words"
  public static let wireFields: [WireField<HabitJSON>] =
    StoredHabitWire.fields.map { $0.reading { $0.habit } } + [
      WireField("scheduleText", "The schedule in words, with the user's first weekday") {
        $0.habit.schedule.text(firstWeekday: $0.firstWeekday)
      },
      WireField("streakUnit", "What the habit's streak counts", as: .oneOf(["day", "week"])) {
        $0.habit.schedule.streakUnit.rawValue
      },
      .optional("valueEntry", "Numeric habits only") {
        ValueEntry($0.habit.measure).map(ValueEntryJSON.init)
      },
    ]
}
