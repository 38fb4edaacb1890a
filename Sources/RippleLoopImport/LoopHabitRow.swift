import GRDB
import RippleStore

/// A row of Loop's `Habits` table as a `LoopHabit`, each column checked against the values Loop
/// itself writes (absent columns of older schemas read as Loop's defaults).
enum LoopHabitRow {
  static let int32 = Int(Int32.min)...Int(Int32.max)

  static func habit(_ cell: LoopCell, version: Int) throws(StoreError) -> LoopHabit {
    var habit = LoopHabit(name: try cell.text("name"))
    habit.question = try cell.text("question")
    habit.description = try cell.text("description")
    habit.frequencyNumerator = try cell.int("freq_num", in: 1...Int(Int32.max), fallback: 1)
    habit.frequencyDenominator = try cell.int("freq_den", in: 1...Int(Int32.max), fallback: 1)
    let color = try cell.int("color", in: int32, fallback: 8)
    habit.color = LoopColors.hex(
      index: (1..<21).contains(version) ? LoopColors.upgradedIndex(color) : color)
    habit.isNumerical = try cell.int("type", in: 0...1, fallback: 0) == 1
    habit.targetIsAtMost = try cell.int("target_type", in: 0...1, fallback: 0) == 1
    habit.targetValue = try cell.number("target_value", below: 1_000_000_000, fallback: 0)
    habit.unit = try cell.text("unit")
    let hour = try cell.integer("reminder_hour", in: 0...23, fallback: -1)
    let minute = try cell.integer("reminder_min", in: 0...59, fallback: -1)
    if hour >= 0, minute >= 0 {
      habit.reminder = (
        Int(hour * 60 + minute), try cell.int("reminder_days", in: 0...127, fallback: 127)
      )
    }
    habit.isArchived = try cell.int("archived", in: int32, fallback: 0) != 0
    habit.position = try cell.int("position", in: int32, fallback: 0)
    return habit
  }
}
