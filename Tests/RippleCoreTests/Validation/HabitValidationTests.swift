import RippleCore
import Testing

@Suite struct HabitValidationTests {
  private let existing = [habit("Read", id: "a"), habit("Écrire", id: "b")]

  private func assertInvalid(
    _ habit: Habit, among others: [Habit] = [], field: String, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      throws: ValidationError(field: field, message: message), sourceLocation: sourceLocation
    ) {
      try HabitValidation.validated(habit, among: others)
    }
  }

  private func assertValid(
    _ habit: Habit, among others: [Habit] = [], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(throws: Never.self, sourceLocation: sourceLocation) {
      try HabitValidation.validated(habit, among: others)
    }
  }

  @Test func nameIsRequired() {
    assertInvalid(habit(""), field: "name", "Please enter a habit name")
    assertInvalid(habit("   "), field: "name", "Please enter a habit name")
    assertInvalid(habit("\n\t "), field: "name", "Please enter a habit name")
  }

  @Test func nameIsTrimmed() throws {
    #expect(
      try HabitValidation.validated(habit("  Morning run \n"), among: []).name == "Morning run")
  }

  @Test func nameHasAtMost50Characters() {
    assertValid(habit(String(repeating: "a", count: 50)))
    assertValid(habit("  " + String(repeating: "a", count: 50) + "  "))
    assertValid(habit(String(repeating: "🏃‍♀️", count: 50)))
    assertInvalid(
      habit(String(repeating: "a", count: 51)), field: "name",
      "Name must be 50 characters or fewer")
    assertInvalid(
      habit(String(repeating: "🏃‍♀️", count: 51)), field: "name",
      "Name must be 50 characters or fewer")
  }

  @Test func nameIsUniqueIgnoringCase() {
    // "A habit with this name already exists".
    let message = "A habit with this name already exists"
    assertInvalid(habit("Read", id: "new"), among: existing, field: "name", message)
    assertInvalid(habit("read", id: "new"), among: existing, field: "name", message)
    assertInvalid(habit("  READ ", id: "new"), among: existing, field: "name", message)
    assertInvalid(habit("écrire", id: "new"), among: existing, field: "name", message)
    assertValid(habit("Reading", id: "new"), among: existing)
    // Editing a habit keeps its own name.
    assertValid(habit("read", id: "a"), among: existing)
  }

  @Test func descriptionHasAtMost200Characters() {
    var ok = habit("Read")
    ok.description = String(repeating: "d", count: 200)
    assertValid(ok)
    var long = habit("Read")
    long.description = String(repeating: "d", count: 201)
    assertInvalid(long, field: "description", "Description must be 200 characters or fewer")
  }

  @Test func weeklyTargetIs1To7() {
    let message = "Weekly target must be between 1 and 7 times"
    assertValid(habit(schedule: .timesPerWeek(1)))
    assertValid(habit(schedule: .timesPerWeek(7)))
    assertInvalid(habit(schedule: .timesPerWeek(0)), field: "schedule", message)
    assertInvalid(habit(schedule: .timesPerWeek(8)), field: "schedule", message)
    assertInvalid(habit(schedule: .timesPerWeek(-1)), field: "schedule", message)
  }

  @Test func scheduleParametersInRange() {
    assertValid(habit(schedule: .daily))
    assertValid(habit(schedule: .mondayWednesdayFriday))
    assertInvalid(
      habit(schedule: .weekdays(.none)), field: "schedule", "Choose at least one day of the week")
    let every = "Repeat every 1 to 365 days"
    assertValid(habit(schedule: .everyNDays(1, start: monday)))
    assertValid(habit(schedule: .everyNDays(365, start: monday)))
    assertInvalid(habit(schedule: .everyNDays(0, start: monday)), field: "schedule", every)
    assertInvalid(habit(schedule: .everyNDays(366, start: monday)), field: "schedule", every)
    let rolling = "Times must be between 1 and the number of days (at most 365)"
    assertValid(habit(schedule: .timesInDays(times: 3, days: 7)))
    assertValid(habit(schedule: .timesInDays(times: 7, days: 7)))
    assertValid(habit(schedule: .timesInDays(times: 1, days: 365)))
    assertInvalid(habit(schedule: .timesInDays(times: 8, days: 7)), field: "schedule", rolling)
    assertInvalid(habit(schedule: .timesInDays(times: 0, days: 7)), field: "schedule", rolling)
    assertInvalid(habit(schedule: .timesInDays(times: 1, days: 0)), field: "schedule", rolling)
    assertInvalid(habit(schedule: .timesInDays(times: 1, days: 366)), field: "schedule", rolling)
    let monthly = "Choose days of the month between 1 and 31"
    assertValid(habit(schedule: .monthDays([1, 15, 31])))
    assertInvalid(habit(schedule: .monthDays([])), field: "schedule", monthly)
    assertInvalid(habit(schedule: .monthDays([0, 15])), field: "schedule", monthly)
    assertInvalid(habit(schedule: .monthDays([32])), field: "schedule", monthly)
  }

  @Test func numericTargetIsPositive() {
    // "Must be positive number", "Please enter a valid number".
    let message = "Please enter a valid number"
    func numeric(_ target: Double, unit: String = "pages") -> Habit {
      habit(measure: .numeric(target: target, unit: unit, kind: .atLeast))
    }
    assertValid(numeric(50))
    assertValid(numeric(0.5))
    assertInvalid(numeric(0), field: "measure", message)
    assertInvalid(numeric(-3), field: "measure", message)
    assertInvalid(numeric(.nan), field: "measure", message)
    assertInvalid(numeric(.infinity), field: "measure", message)
    assertValid(numeric(8, unit: String(repeating: "u", count: 20)))
    // "At most 0" is a quit habit: none at all.
    assertValid(habit(measure: .numeric(target: 0, unit: "cigarettes", kind: .atMost)))
    assertInvalid(
      habit(measure: .numeric(target: -1, unit: "cigarettes", kind: .atMost)), field: "measure",
      message)
    assertInvalid(
      numeric(8, unit: String(repeating: "u", count: 21)), field: "measure",
      "Unit must be 20 characters or fewer")
  }

  @Test func reminders() {
    assertValid(habit(reminders: [Reminder(minuteOfDay: 0), Reminder(minuteOfDay: 1439)]))
    let time = "Reminder time must be between 00:00 and 23:59"
    assertInvalid(habit(reminders: [Reminder(minuteOfDay: 1440)]), field: "reminders", time)
    assertInvalid(habit(reminders: [Reminder(minuteOfDay: -1)]), field: "reminders", time)
    assertInvalid(
      habit(reminders: [Reminder(minuteOfDay: 480, weekdays: .none)]), field: "reminders",
      "Choose at least one day for the reminder")
    assertInvalid(
      habit(reminders: (0..<11).map { Reminder(minuteOfDay: $0 * 60) }), field: "reminders",
      "At most 10 reminders per habit")
  }

  @Test func colourAndIcon() {
    var colour = habit()
    for hex in ["#FF6B6B", "#ff6b6b", "#000000"] {
      colour.color = hex
      assertValid(colour)
    }
    for hex in ["FF6B6B", "#FF6B6", "#GG0000", "#FF6B6B0", ""] {
      colour.color = hex
      assertInvalid(colour, field: "color", "Colour must be a hex colour like #FF6B6B")
    }
    var icon = habit()
    icon.icon = ""
    assertInvalid(icon, field: "icon", "Please choose an icon")
  }
}
