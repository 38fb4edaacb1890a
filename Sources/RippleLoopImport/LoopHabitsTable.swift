import RippleCore
import RippleStore

/// Loop's `Habits.csv`, found by its header: `Position,Name,Type,Question,Description,
/// FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?`
/// (older exports: `Position,Name,[Question,]Description,NumRepetitions,Interval,Color`).
enum LoopHabitsTable {
  static func habits(in text: String) throws -> [LoopHabit] {
    let records = CSVText.records(text)
    guard let header = records.first?.map({ $0.trimmed.lowercased() }),
      let nameColumn = header.firstIndex(of: "name")
    else {
      throw StoreError.badFile(
        "This zip file is not a Loop Habit Tracker CSV export: Habits.csv has no Name column")
    }
    func column(_ names: String...) -> Int? { names.lazy.compactMap(header.firstIndex).first }
    let columns = (
      position: column("position"), type: column("type"), question: column("question"),
      description: column("description"),
      numerator: column("frequencynumerator", "numrepetitions"),
      denominator: column("frequencydenominator", "interval"), color: column("color"),
      unit: column("unit"), targetType: column("target type"),
      targetValue: column("target value"), archived: column("archived?", "archived")
    )
    return records.dropFirst().enumerated().map { offset, record in
      func field(_ index: Int?) -> String {
        guard let index, record.indices.contains(index) else { return "" }
        return record[index].trimmed
      }
      var habit = LoopHabit(name: field(nameColumn))
      habit.position = Int(field(columns.position)) ?? offset + 1
      let position = field(columns.position)
      habit.csvPosition = position.isEmpty ? String(String(offset + 1001).dropFirst()) : position
      habit.isNumerical = field(columns.type).uppercased() == "NUMERICAL"
      habit.question = field(columns.question)
      habit.description = field(columns.description)
      habit.frequencyNumerator = Int(field(columns.numerator)) ?? 1
      habit.frequencyDenominator = Int(field(columns.denominator)) ?? 1
      let color = field(columns.color)
      habit.color = HabitValidation.isHexColor(color) ? color : LoopColors.hex(index: 8)
      habit.unit = field(columns.unit)
      habit.targetIsAtMost = field(columns.targetType).uppercased() == "AT_MOST"
      habit.targetValue = Double(field(columns.targetValue)) ?? 0
      habit.isArchived = field(columns.archived).lowercased() == "true"
      return habit
    }
  }
}
