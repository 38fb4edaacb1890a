/// The rules a check-in must satisfy before it is stored.
///
/// A write is the whole entry for its day, on every surface (API and command line): it replaces
/// the day's earlier state and value, and the note and mood it names; a note or mood it leaves out
/// stays with the day (`NoteAndMood`). A value on a yes/no habit is accepted and kept, and never
/// changes its outcome (only a numeric target does).
public enum CheckInValidation {
  /// Only a day that has happened (today or before) can be logged or cleared.
  public static func checkWritable(_ day: Day, today: Day) throws(ValidationError) {
    guard day <= today else {
      throw ValidationError(field: "day", message: "You can't log a day that hasn't happened yet")
    }
  }

  /// Nothing is logged before `Limits.earliestDay`, so a habit's history (worked out day by day
  /// from its first check-in) stays a bounded size wherever a check-in is read.
  public static func checkDay(_ day: Day) throws(ValidationError) {
    guard day >= Limits.earliestDay else {
      throw ValidationError(
        field: "day", message: "Check-ins can go back to \(Limits.earliestDay.text) at the earliest"
      )
    }
  }

  /// Returns the check-in with its note trimmed (an empty note becomes nil), or the broken rule.
  public static func validated(
    _ checkIn: CheckIn, measure: Measure
  ) throws(ValidationError)
    -> CheckIn
  {
    var checkIn = checkIn
    try checkDay(checkIn.day)
    if let note = checkIn.note?.trimmed {
      try TextRules.check(
        note, field: "note", limit: Limits.noteLength, multiline: true,
        tooLong: "Note must be \(Limits.noteLength) characters or fewer")
      checkIn.note = note.isEmpty ? nil : note
    }
    if let value = checkIn.value {
      guard value.isFinite, value >= 0, value < Limits.valueCeiling else {
        throw ValidationError(field: "value", message: "Value must be a number of 0 or more")
      }
    }
    if let minute = checkIn.loggedMinute, !(0..<1440).contains(minute) {
      throw ValidationError(field: "loggedMinute", message: "Logged minute must be 0 to 1439")
    }
    return checkIn
  }
}
