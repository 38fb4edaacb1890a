/// The rules a habit must satisfy before it is stored.
public enum HabitValidation {
  /// A habit starts on `Limits.earliestDay` or later, wherever a habit is read.
  public static func checkCreatedDay(_ day: Day) throws(ValidationError) {
    guard day >= Limits.earliestDay else {
      throw ValidationError(
        field: "createdDay",
        message: "A habit can start on \(Limits.earliestDay.text) at the earliest")
    }
  }

  /// Returns the habit with its name and description trimmed, or the first broken rule.
  /// - Parameter others: the user's other habits (the habit itself may be among them).
  public static func validated(
    _ habit: Habit, among others: [Habit]
  ) throws(ValidationError)
    -> Habit
  {
    var habit = habit
    habit.name = try validName(habit.name, id: habit.id, among: others)
    try checkCreatedDay(habit.createdDay)
    habit.description = habit.description.trimmed
    try TextRules.check(
      habit.description, field: "description", limit: Limits.descriptionLength, multiline: true,
      tooLong: "Description must be \(Limits.descriptionLength) characters or fewer")
    try validate(habit.schedule)
    try validate(habit.measure)
    try validate(habit.reminders)
    guard isHexColor(habit.color) else {
      throw ValidationError(field: "color", message: "Colour must be a hex colour like #FF6B6B")
    }
    try TextRules.checkIcon(habit.icon)
    return habit
  }

  /// The trimmed name, or why it cannot be used.
  public static func validName(
    _ name: String, id: HabitID, among others: [Habit]
  )
    throws(ValidationError) -> String
  {
    let name = name.trimmed
    guard !TextRules.isBlank(name) else {
      throw ValidationError(field: "name", message: "Please enter a habit name")
    }
    try TextRules.check(
      name, field: "name", limit: Limits.nameLength,
      tooLong: "Name must be \(Limits.nameLength) characters or fewer")
    let folded = name.folded
    if others.contains(where: { $0.id != id && $0.name.trimmed.folded == folded }) {
      throw ValidationError(field: "name", message: "A habit with this name already exists")
    }
    return name
  }

  public static func validate(_ schedule: Schedule) throws(ValidationError) {
    switch schedule {
    case .daily:
      return
    case .weekdays(let set):
      guard !set.isEmpty else {
        throw ValidationError(field: "schedule", message: "Choose at least one day of the week")
      }
    case .timesPerWeek(let times):
      guard Limits.weeklyTarget.contains(times) else {
        throw ValidationError(
          field: "schedule", message: "Weekly target must be between 1 and 7 times")
      }
    case .everyNDays(let every, _):
      guard Limits.everyNDays.contains(every) else {
        throw ValidationError(
          field: "schedule", message: "Repeat every 1 to \(Limits.everyNDays.upperBound) days")
      }
    case .timesInDays(let times, let days):
      guard Limits.rollingWindow.contains(days), (1...days).contains(times) else {
        throw ValidationError(
          field: "schedule",
          message:
            "Times must be between 1 and the number of days (at most \(Limits.rollingWindow.upperBound))"
        )
      }
    case .monthDays(let days):
      guard !days.isEmpty, days.allSatisfy({ Limits.monthDays.contains($0) }) else {
        throw ValidationError(
          field: "schedule", message: "Choose days of the month between 1 and 31")
      }
    }
  }

  public static func validate(_ measure: Measure) throws(ValidationError) {
    guard case .numeric(let target, let unit, let kind) = measure else { return }
    // "At most 0" is a quit habit: none at all.
    let lowest = kind == .atMost ? 0.0 : .leastNonzeroMagnitude
    guard target >= lowest, target.isFinite, target < Limits.valueCeiling else {
      throw ValidationError(field: "measure", message: "Please enter a valid number")
    }
    try TextRules.check(
      unit.trimmed, field: "measure", limit: Limits.unitLength,
      tooLong: "Unit must be \(Limits.unitLength) characters or fewer")
  }

  public static func validate(_ reminders: [Reminder]) throws(ValidationError) {
    guard reminders.count <= Limits.remindersPerHabit else {
      throw ValidationError(
        field: "reminders", message: "At most \(Limits.remindersPerHabit) reminders per habit")
    }
    for reminder in reminders {
      guard (0..<1440).contains(reminder.minuteOfDay) else {
        throw ValidationError(
          field: "reminders", message: "Reminder time must be between 00:00 and 23:59")
      }
      guard !reminder.weekdays.isEmpty else {
        throw ValidationError(
          field: "reminders", message: "Choose at least one day for the reminder")
      }
    }
  }

  /// `#RRGGBB`.
  public static func isHexColor(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 7, bytes[0] == UInt8(ascii: "#") else { return false }
    return bytes.dropFirst().allSatisfy { byte in
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
  }
}
