/// Which columns of a CSV file hold the habit, the day, the value (or done) and the note, by
/// their header names; what is not given is guessed from the header.
public struct CSVMapping: Sendable, Equatable {
  public var habit: String?
  public var date: String?
  public var value: String?
  public var note: String?
  /// The optional columns chosen to be left out, so none is guessed for them: without a value
  /// column every row is a day done; without a note column no note is read.
  public var withoutValue: Bool
  public var withoutNote: Bool

  public init(
    habit: String? = nil, date: String? = nil, value: String? = nil, note: String? = nil,
    withoutValue: Bool = false, withoutNote: Bool = false
  ) {
    self.habit = habit
    self.date = date
    self.value = value
    self.note = note
    self.withoutValue = withoutValue
    self.withoutNote = withoutNote
  }

  static let habitNames = [
    "habit", "habit name", "habitname", "name", "task", "task name", "activity", "title",
  ]
  static let dateNames = ["date", "day", "calendar date", "calendardate", "when", "timestamp"]
  static let valueNames = [
    "value", "done", "completed", "status", "count", "amount", "quantity", "result",
  ]
  static let noteNames = ["note", "notes", "comment", "comments", "comment text", "text", "memo"]

  /// The mapping with what was not given guessed from `table`'s header; a name the header does
  /// not have is refused, naming the field.
  func resolved(in table: CSVTable) throws(ImportProblem) -> ResolvedCSVMapping {
    func column(
      _ given: String?, _ field: String, _ guesses: [String]
    ) throws(ImportProblem) -> Int? {
      if let given, !given.isEmpty {
        guard let index = table.header.firstIndex(where: { $0 == given }) else {
          throw ImportProblem(field: field, message: "The file has no column named '\(given)'")
        }
        return index
      }
      return table.column(named: guesses)
    }
    let habit = try column(habit, "habit", Self.habitNames)
    let date = try column(date, "date", Self.dateNames)
    var taken = Set([habit, date].compactMap { $0 })
    let value =
      try withoutValue
      ? nil
      : column(value, "value", Self.valueNames).flatMap {
        taken.insert($0).inserted ? $0 : nil
      }
    let note =
      try withoutNote
      ? nil
      : column(note, "note", Self.noteNames).flatMap {
        taken.insert($0).inserted ? $0 : nil
      }
    return ResolvedCSVMapping(habit: habit, date: date, value: value, note: note)
  }
}

/// Column indices of a mapping applied to a header.
struct ResolvedCSVMapping: Sendable, Equatable {
  var habit: Int?
  var date: Int?
  var value: Int?
  var note: Int?

  func names(in table: CSVTable) -> CSVMapping {
    func name(_ index: Int?) -> String? { index.map { table.header[$0] } }
    return CSVMapping(
      habit: name(habit), date: name(date), value: name(value), note: name(note),
      withoutValue: value == nil, withoutNote: note == nil)
  }
}
