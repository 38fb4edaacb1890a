#if !hasFeature(Embedded)
import RippleCore

/// `POST /api/v1/import/preview` and `ripple import --preview --json`: which app's file it is,
/// what importing it would add (nothing is written), each habit it holds, and for a CSV file
/// its columns and what was chosen, or the choice still to make.
public struct ImportPreviewJSON: WireObject, Sendable {
  public var format: String
  public var formatName: String
  public var carries: String
  public var firstWeekday: Weekday
  public var summary: ImportSummary
  public var habits: [ImportedHabitJSON]
  public var csv: ImportCSVJSON?
  public var needs: ImportNeedJSON?

  public init(
    format: String, formatName: String, carries: String, firstWeekday: Weekday,
    summary: ImportSummary, habits: [ImportedHabitJSON], csv: ImportCSVJSON?,
    needs: ImportNeedJSON?
  ) {
    self.format = format
    self.formatName = formatName
    self.carries = carries
    self.firstWeekday = firstWeekday
    self.summary = summary
    self.habits = habits
    self.csv = csv
    self.needs = needs
  }

  public static let wireName = "ImportPreview"
  public static let wireSummary =
    "What importing a file would add, writing nothing: its app, its habits, and any choice to make"
  public static let wireFields: [WireField<ImportPreviewJSON>] = [
    WireField("format", "The kind of file found (or asked for)") { $0.format },
    WireField("formatName", "The app's name") { $0.formatName },
    WireField("carries", "What this kind of file carries over, in a sentence") { $0.carries },
    WireField("summary", "What the import would write") { ImportSummaryJSON($0.summary) },
    WireField("habits", "Every habit the file holds, as it would be imported") { preview in
      preview.habits.map { ImportedHabitRow(habit: $0, firstWeekday: preview.firstWeekday) }
    },
    .optional("start", "The first day with a check-in", as: .formatted("date")) {
      $0.habits.compactMap(\.first).min()?.text
    },
    .optional("end", "The last day with a check-in", as: .formatted("date")) {
      $0.habits.compactMap(\.last).max()?.text
    },
    .optional("csv", "A CSV file's columns and what was chosen (absent for other files)") {
      $0.csv
    },
    .optional("needs", "The choice to make before importing (absent when there is none)") {
      $0.needs
    },
  ]
}

/// A habit of the file, as importing would store it.
public struct ImportedHabitJSON: Sendable {
  public var definition: HabitDefinition
  public var archived: Bool
  public var checkIns: Int
  public var first: Day?
  public var last: Day?
  /// Whether it joins a habit of the same name the person has, rather than being added.
  public var joinsExisting: Bool

  public init(
    definition: HabitDefinition, archived: Bool, checkIns: Int, first: Day?, last: Day?,
    joinsExisting: Bool
  ) {
    self.definition = definition
    self.archived = archived
    self.checkIns = checkIns
    self.first = first
    self.last = last
    self.joinsExisting = joinsExisting
  }
}

/// An imported habit with the first weekday its schedule is written with.
struct ImportedHabitRow: WireObject, Sendable {
  var habit: ImportedHabitJSON
  var firstWeekday: Weekday

  static let wireName = "ImportedHabit"
  static let wireSummary = "A habit of an imported file, with its check-ins and days"
  static let wireFields: [WireField<ImportedHabitRow>] =
    HabitDefinitionJSON.wireFields.map {
      $0.reading { (row: ImportedHabitRow) in HabitDefinitionJSON(row.habit.definition) }
    } + [
      WireField("scheduleText", "The schedule in words, with the user's first weekday") {
        $0.habit.definition.schedule.text(firstWeekday: $0.firstWeekday)
      },
      WireField("archived") { $0.habit.archived },
      WireField("checkIns", "Check-ins the file holds for it") { $0.habit.checkIns },
      .optional("first", as: .formatted("date")) { $0.habit.first?.text },
      .optional("last", as: .formatted("date")) { $0.habit.last?.text },
      WireField("joinsExisting", "Whether it adds days to a habit of the same name you have") {
        $0.habit.joinsExisting
      },
    ]
}

/// A CSV file's header and the columns chosen for each part of a check-in.
public struct ImportCSVJSON: WireObject, Sendable {
  public var columns: [String]
  public var habit: String?
  public var date: String?
  public var value: String?
  public var note: String?
  public var dateOrder: String?
  public var dateOrders: [String]

  public init(
    columns: [String], habit: String?, date: String?, value: String?, note: String?,
    dateOrder: String?, dateOrders: [String]
  ) {
    self.columns = columns
    self.habit = habit
    self.date = date
    self.value = value
    self.note = note
    self.dateOrder = dateOrder
    self.dateOrders = dateOrders
  }

  static let orders = ["ymd", "dmy", "mdy"]

  public static let wireName = "ImportCSV"
  public static let wireSummary = "A CSV file's columns, the mapping applied and how its dates read"
  public static let wireFields: [WireField<ImportCSVJSON>] = [
    WireField("columns", "The header's names, in order") { $0.columns },
    .optional("habit", "The column naming the habit") { $0.habit },
    .optional("date", "The column holding the day") { $0.date },
    .optional("value", "The column holding a value or done (absent: every row is done)") {
      $0.value
    },
    .optional("note", "The column holding a note") { $0.note },
    .optional(
      "dateOrder", "How the dates were read (absent while it is to choose)", as: .oneOf(orders)
    ) {
      $0.dateOrder
    },
    WireField("dateOrders", "Every order all the dates read in", as: .array(.oneOf(orders))) {
      $0.dateOrders
    },
  ]
}

/// The choice an import still needs: the request's field to set, and why.
public struct ImportNeedJSON: WireObject, Sendable {
  public var field: String
  public var message: String

  public init(field: String, message: String) {
    self.field = field
    self.message = message
  }

  public static let wireName = "ImportNeed"
  public static let wireSummary = "A choice to make before the file can be imported"
  public static let wireFields: [WireField<ImportNeedJSON>] = [
    WireField(
      "field", "The query parameter to set",
      as: .oneOf(["habit", "date", "value", "note", "dates"])
    ) {
      $0.field
    },
    WireField("message") { $0.message },
  ]
}
#endif
