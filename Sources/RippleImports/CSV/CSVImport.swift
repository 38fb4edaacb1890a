import RippleCore
import RippleStore

/// CSV files: Ripple's own export and HabitBull's are recognised by their headers; any other is
/// read through a column mapping (given, or guessed from the header) and a date order (given, or
/// the only one its dates read in).
enum CSVImport {
  static let rippleHeader = ["Habit Name", "Date", "Status", "Value", "Note"]
  static let habitBullHeader = [
    "HabitName", "HabitDescription", "HabitCategory", "CalendarDate", "Value", "CommentText",
  ]
  static let habiticaHeader = ["Task Name", "Task ID", "Task Type", "Date", "Value"]

  /// The kind a CSV header says the file is.
  static func kind(of table: CSVTable) -> ImportKind {
    let header = table.header.map(CSVTable.key)
    func starts(_ known: [String]) -> Bool { header.starts(with: known.map(CSVTable.key)) }
    if starts(rippleHeader) { return .rippleCSV }
    if starts(habitBullHeader) { return .habitBull }
    if starts(habiticaHeader) { return .habitica }
    return .csv
  }

  static func read(
    _ table: CSVTable, kind: ImportKind, options: ImportOptions
  ) throws -> (drafts: [HabitDraft], skipped: [String], choices: CSVChoices?, needs: ImportProblem?)
  {
    switch kind {
    case .rippleCSV:
      let columns = CSVRows.Columns(habit: 0, date: 1, value: 3, note: 4, status: 2)
      let read = try CSVRows.drafts(table, columns, order: .ymd, kind: kind)
      return (read.drafts, read.skipped, nil, nil)
    case .habitBull:
      let columns = CSVRows.Columns(habit: 0, date: 3, value: 4, note: 5, description: 1)
      let order =
        DateOrder.candidates(for: table.rows.lazy.map { CSVTable.cell($0, 3) }).first ?? .ymd
      var read = try CSVRows.drafts(table, columns, order: order, kind: kind)
      if table.rows.contains(where: { !CSVTable.cell($0, 2).isEmpty }) {
        read.skipped.append("HabitBull's categories are not imported; the habits keep no category")
      }
      return (read.drafts, read.skipped, nil, nil)
    case .habitica:
      let read = try HabiticaHistory.drafts(table)
      return (read.drafts, read.skipped, nil, nil)
    default:
      return try mapped(table, options: options)
    }
  }

  private static func mapped(
    _ table: CSVTable, options: ImportOptions
  ) throws -> (drafts: [HabitDraft], skipped: [String], choices: CSVChoices?, needs: ImportProblem?)
  {
    let resolved: ResolvedCSVMapping
    do {
      resolved = try options.mapping.resolved(in: table)
    } catch {
      // A column the file does not have: the choice to make again, among the file's columns.
      let choices = CSVChoices(
        columns: table.header, mapping: CSVMapping(), dateOrder: nil, dateOrders: [])
      return ([], [], choices, error)
    }
    let orders =
      resolved.date.map { column in
        DateOrder.candidates(for: table.rows.lazy.map { CSVTable.cell($0, column) })
      } ?? []
    var choices = CSVChoices(
      columns: table.header, mapping: resolved.names(in: table),
      dateOrder: options.dateOrder ?? (orders.count == 1 ? orders[0] : nil), dateOrders: orders)
    guard let habit = resolved.habit else {
      return (
        [], [], choices,
        ImportProblem(field: "habit", message: "Choose the column that names the habit")
      )
    }
    guard let date = resolved.date else {
      return (
        [], [], choices,
        ImportProblem(field: "date", message: "Choose the column that holds the date")
      )
    }
    if let given = options.dateOrder, !orders.contains(given) {
      choices.dateOrder = nil
      return (
        [], [], choices,
        ImportProblem(
          field: "dates",
          message: "Not every date in '\(table.header[date])' reads as \(given.example)")
      )
    }
    guard let order = choices.dateOrder else {
      let message =
        orders.isEmpty
        ? "The dates in '\(table.header[date])' are not in a form Ripple reads (2024-03-07, 07/03/2024 or 03/07/2024)"
        : "The dates in '\(table.header[date])' read both day first and month first: choose which"
      return ([], [], choices, ImportProblem(field: "dates", message: message))
    }
    let columns = CSVRows.Columns(
      habit: habit, date: date, value: resolved.value, note: resolved.note)
    let read = try CSVRows.drafts(table, columns, order: order, kind: .csv)
    return (read.drafts, read.skipped, choices, nil)
  }
}
