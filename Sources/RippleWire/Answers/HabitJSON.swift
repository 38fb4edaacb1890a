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
  public static let wireFields: [WireField<HabitJSON>] = [
    WireField("id") { $0.habit.id.rawValue },
    WireField("name") { $0.habit.name },
    WireField("description") { $0.habit.description },
    WireField("color", "#RRGGBB") { $0.habit.color },
    WireField("icon") { $0.habit.icon },
    .nullable("categoryId") { $0.habit.categoryID?.rawValue },
    WireField("schedule") { ScheduleWire($0.habit.schedule) },
    WireField("measure") { MeasureWire($0.habit.measure) },
    WireField("reminders") { $0.habit.reminders.map(ReminderWire.init) },
    WireField("archived") { $0.habit.isArchived },
    WireField("sortOrder") { $0.habit.sortOrder },
    WireField("createdDay", as: .day) { $0.habit.createdDay.text },
    WireField("createdAt", "Milliseconds since 1970") { $0.habit.createdAt },
    WireField("updatedAt", "Milliseconds since 1970") { $0.habit.updatedAt },
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

/// How a numeric habit's value is entered: quick-add steps, the minus step for small counts and
/// the values that meet the target (`metMax` absent: no upper bound).
public struct ValueEntryJSON: WireObject, Sendable {
  public var entry: ValueEntry

  public init(_ entry: ValueEntry) { self.entry = entry }

  public static let wireName = "ValueEntry"
  public static let wireSummary =
    "How a numeric habit's value is entered: the three quick-add steps (nice numbers ending with the largest not above three quarters of the target), a minus step of 1 for targets of 10 or less, and the values that meet the target (metMin ≤ value, ≤ metMax when present)"
  public static let wireFields: [WireField<ValueEntryJSON>] = [
    WireField("steps") { $0.entry.steps },
    .optional("decrement") { $0.entry.decrement },
    .optional("metMin") { $0.entry.metMin },
    .optional("metMax") { $0.entry.metMax },
  ]
}
