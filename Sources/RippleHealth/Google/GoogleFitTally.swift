import RippleCore

/// Day totals gathered from Google Fit's daily activity metrics: either the one summary CSV
/// (a row per day, with a `Date` column) or, in older Takeouts, a CSV per day of 15-minute rows.
///
/// Exercise minutes are Fit's Move Minutes. A row with a value that is not a number, negative
/// or more than a day holds is skipped whole and counted in `recordsSkipped`; empty cells are
/// absent values.
struct GoogleFitTally {
  let scope: HealthImportScope
  private(set) var recordsRead = 0
  private(set) var recordsSkipped = 0
  private(set) var firstDay: Day?
  private(set) var lastDay: Day?
  private var days: [Day: HealthDaySummary] = [:]

  init(scope: HealthImportScope) {
    self.scope = scope
  }

  /// The summary CSV: each row's day is in its `Date` column.
  mutating func takeDailySummary(_ rows: [[String]], entry: String) throws {
    guard let header = rows.first else { return }
    let columns = header.map(GoogleFitColumn.init(header:))
    guard let dateIndex = columns.firstIndex(of: .date) else {
      throw HealthImportError.csvWithoutDates(entry: entry)
    }
    for row in rows.dropFirst() where row.contains(where: { !$0.isEmpty }) {
      recordsRead += 1
      guard dateIndex < row.count, let day = try? Day(parsing: row[dateIndex].trimmingSpaces)
      else {
        recordsSkipped += 1
        continue
      }
      add(row, columns: columns, to: day)
    }
  }

  /// A CSV of one day (`2024-03-01.csv`), its rows summed.
  mutating func takeDayFile(_ rows: [[String]], day: Day) {
    guard let header = rows.first else { return }
    let columns = header.map(GoogleFitColumn.init(header:))
    for row in rows.dropFirst() where row.contains(where: { !$0.isEmpty }) {
      recordsRead += 1
      add(row, columns: columns, to: day)
    }
  }

  private mutating func add(_ row: [String], columns: [GoogleFitColumn?], to day: Day) {
    var values: [(GoogleFitColumn, Double)] = []
    for (index, column) in columns.enumerated() {
      guard let column, column != .date, index < row.count, scope.measures.contains(column.measure)
      else { continue }
      let cell = row[index].trimmingSpaces
      guard !cell.isEmpty else { continue }
      guard let number = Double(cell), number >= 0, let value = column.value(of: number) else {
        recordsSkipped += 1
        return
      }
      values.append((column, value))
    }
    guard !values.isEmpty else { return }
    found(day)
    guard scope.keeps(day) else { return }
    var summary = days[day] ?? HealthDaySummary(day: day)
    for (column, value) in values {
      switch column {
      case .date: break
      case .steps: summary.steps += value
      case .moveMinutes: summary.exerciseMinutes += value
      case .mindful: summary.mindfulMinutes += value
      case .sleep: summary.sleepMinutes += value
      case .workout(let type): summary.addWorkout(minutes: value, type: type)
      }
    }
    days[day] = summary
  }

  /// Widens the span of days found; a per-day file counts by its name, read or not.
  mutating func found(_ day: Day) {
    if firstDay.map({ day < $0 }) ?? true { firstDay = day }
    if lastDay.map({ day > $0 }) ?? true { lastDay = day }
  }

  func summaries() -> [HealthDaySummary] {
    days.values.sorted { $0.day < $1.day }
  }
}

extension GoogleFitColumn {
  fileprivate var measure: HealthMeasure {
    switch self {
    case .date, .steps: return .steps
    case .moveMinutes: return .exerciseMinutes
    case .mindful: return .mindfulMinutes
    case .sleep: return .sleepHours
    case .workout: return .workoutMinutes
    }
  }

  /// The cell's number in the summary's unit (minutes for durations written in milliseconds),
  /// or nil when no day could hold it.
  fileprivate func value(of number: Double) -> Double? {
    switch self {
    case .date: return nil
    case .steps: return number <= 200_000 ? number : nil
    case .moveMinutes: return number <= 1440 ? number : nil
    case .mindful, .sleep, .workout:
      let minutes = number / 60_000
      return minutes <= 1440 ? minutes : nil
    }
  }
}
