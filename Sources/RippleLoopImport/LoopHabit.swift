import RippleCore
import RippleStore

/// A habit as Loop Habit Tracker stores it (uhabits-core `Habit`, `HabitRecord`), read from
/// either of its export formats.
struct LoopHabit: Sendable, Equatable {
  var name: String
  var question = ""
  var description = ""
  /// "N times in D days".
  var frequencyNumerator = 1
  var frequencyDenominator = 1
  /// `#RRGGBB`.
  var color = LoopColors.hex(index: 8)
  var isNumerical = false
  var targetValue = 0.0
  var targetIsAtMost = false
  var unit = ""
  /// Minute of the day and Loop's weekday mask (bit 0 = Saturday … bit 6 = Friday).
  var reminder: (minute: Int, weekdayMask: Int)?
  var isArchived = false
  var position = 0
  /// The `Position` cell of `Habits.csv` (`001`), which names the habit's folder.
  var csvPosition = ""
  var entries: [LoopEntry] = []

  static func == (lhs: LoopHabit, rhs: LoopHabit) -> Bool {
    lhs.name == rhs.name && lhs.position == rhs.position && lhs.entries == rhs.entries
  }
}

/// One of Loop's entries (`Entry`): a day and Loop's value code or amount × 1000.
struct LoopEntry: Sendable, Equatable {
  var day: Day
  var value: Int
  var notes = ""

  static let skip = 3
  static let yesManual = 2
  static let yesAuto = 1
  static let no = 0
  static let unknown = -1

  /// The value of a `Checkmarks.csv` cell: a code name (`YES_MANUAL`, `NO`…) or an integer.
  static func value(csv text: String) -> Int? {
    switch text.trimmed.uppercased() {
    case "YES_MANUAL": return yesManual
    case "YES_AUTO": return yesAuto
    case "NO": return no
    case "SKIP": return skip
    case "UNKNOWN": return unknown
    case let number: return Int(number)
    }
  }
}
