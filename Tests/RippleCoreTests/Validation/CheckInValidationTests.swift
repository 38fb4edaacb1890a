import RippleCore
import Testing

@Suite struct CheckInValidationTests {
  private func checkIn(note: String? = nil, value: Double? = nil, minute: Int? = nil) -> CheckIn {
    CheckIn(habitID: HabitID("h"), day: monday, value: value, note: note, loggedMinute: minute)
  }

  private func assertInvalid(
    _ checkIn: CheckIn, field: String, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      throws: ValidationError(field: field, message: message), sourceLocation: sourceLocation
    ) {
      try CheckInValidation.validated(checkIn, measure: .boolean)
    }
  }

  private func validNote(_ note: String?) throws -> String? {
    try CheckInValidation.validated(checkIn(note: note), measure: .boolean).note
  }

  @Test func noteHasAtMost100Characters() throws {
    #expect(try validNote(String(repeating: "n", count: 100))?.count == 100)
    assertInvalid(
      checkIn(note: String(repeating: "n", count: 101)), field: "note",
      "Note must be 100 characters or fewer")
  }

  @Test func daysGoBackTo2000AtTheEarliest() throws {
    let first = try Day(year: 2000, month: 1, day: 1)
    var early = checkIn()
    early.day = first
    #expect(try CheckInValidation.validated(early, measure: .boolean).day == first)
    early.day = first.adding(days: -1)
    assertInvalid(early, field: "day", "Check-ins can go back to 2000-01-01 at the earliest")
  }

  /// The rule alone, as the browser engine applies it to every check-in it reads.
  @Test func theEarliestDayRuleStandsAlone() throws {
    let first = try Day(year: 2000, month: 1, day: 1)
    try CheckInValidation.checkDay(first)
    #expect(
      throws: ValidationError(
        field: "day", message: "Check-ins can go back to 2000-01-01 at the earliest")
    ) {
      try CheckInValidation.checkDay(try Day(year: 1013, month: 11, day: 17))
    }
    try HabitValidation.checkCreatedDay(first)
    #expect(
      throws: ValidationError(
        field: "createdDay", message: "A habit can start on 2000-01-01 at the earliest")
    ) {
      try HabitValidation.checkCreatedDay(first.adding(days: -1))
    }
  }

  @Test func noteIsTrimmedAndEmptyBecomesNil() throws {
    #expect(try validNote("  felt great \n") == "felt great")
    #expect(try validNote("   ") == nil)
    #expect(try validNote(nil) == nil)
  }

  @Test func valueAndMinute() throws {
    let message = "Value must be a number of 0 or more"
    assertInvalid(checkIn(value: -1), field: "value", message)
    assertInvalid(checkIn(value: .nan), field: "value", message)
    assertInvalid(checkIn(value: .infinity), field: "value", message)
    #expect(try CheckInValidation.validated(checkIn(value: 0), measure: .boolean).value == 0)
    assertInvalid(checkIn(minute: 1440), field: "loggedMinute", "Logged minute must be 0 to 1439")
    assertInvalid(checkIn(minute: -1), field: "loggedMinute", "Logged minute must be 0 to 1439")
  }

  @Test func onlyDaysThatHappenedAreWritable() throws {
    try CheckInValidation.checkWritable(monday, today: monday)
    try CheckInValidation.checkWritable(monday.adding(days: -400), today: monday)
    #expect(
      throws: ValidationError(field: "day", message: "You can't log a day that hasn't happened yet")
    ) {
      try CheckInValidation.checkWritable(monday.adding(days: 1), today: monday)
    }
  }

  @Test func aValueOnAYesNoHabitIsKeptAndChangesNothing() throws {
    let stored = try CheckInValidation.validated(checkIn(value: 3), measure: .boolean)
    #expect(stored.value == 3)
    #expect(stored.outcome(for: .boolean) == .done)
  }
}
