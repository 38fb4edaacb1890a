import RippleCore
import RippleWire

extension ImportPreviewJSON {
  /// The preview (or the outcome) of importing a file, as the API and `ripple import --json`
  /// answer it.
  public init(_ result: FileImportResult, firstWeekday: Weekday) {
    let added = Set(result.summary.names)
    self.init(
      format: result.kind.rawValue, formatName: result.kind.title, carries: result.kind.carries,
      firstWeekday: firstWeekday, summary: result.summary,
      habits: result.habits.map {
        ImportedHabitJSON(
          definition: HabitDefinition($0.habit), archived: $0.habit.isArchived,
          checkIns: $0.checkIns, first: $0.first, last: $0.last,
          joinsExisting: result.needs == nil && !added.contains($0.habit.name))
      },
      csv: result.csv.map {
        ImportCSVJSON(
          columns: $0.columns, habit: $0.mapping.habit, date: $0.mapping.date,
          value: $0.mapping.value, note: $0.mapping.note, dateOrder: $0.dateOrder?.rawValue,
          dateOrders: $0.dateOrders.map(\.rawValue))
      },
      needs: result.needs.map { ImportNeedJSON(field: $0.field, message: $0.message) })
  }
}
