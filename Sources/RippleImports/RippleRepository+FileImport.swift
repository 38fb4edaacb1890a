import Foundation
import RippleCore
import RippleStore

/// What an import of a file would do (a preview) or did.
public struct FileImportResult: Sendable {
  public var kind: ImportKind
  public var summary: ImportSummary
  public var csv: CSVChoices?
  /// The choice still to make (a preview only; an import refuses it).
  public var needs: ImportProblem?
  /// The habits the file holds, each with how many check-ins and which days.
  public var habits: [FileImportHabit]
}

/// One habit of an import's file, for the preview.
public struct FileImportHabit: Sendable {
  public var habit: Habit
  public var checkIns: Int
  public var first: Day?
  public var last: Day?
}

extension RippleRepository {
  /// Reads `data` (on the `FileReadingPool`) and works out what importing it would add, writing
  /// nothing.
  public func previewFile(
    _ data: Data, options: ImportOptions, for user: UserID, zone: TimeZone, today: Day,
    planDay: Day? = nil, now: Int64
  ) async throws -> FileImportResult {
    let read = try await FileReadingPool.shared.run {
      try FileImport.read(data, options: options, zone: zone, today: today, now: now)
    }
    guard read.needs == nil else {
      return FileImportResult(
        kind: read.kind, summary: ImportSummary(habits: 0, checkIns: 0, names: []), csv: read.csv,
        needs: read.needs, habits: [])
    }
    let summary = try await previewImport(read.bundle, for: user, today: planDay ?? today)
    return result(read, summary)
  }

  /// Imports `data` in one transaction: every habit and check-in it adds, or nothing when the
  /// file is refused or a choice is missing (`ImportProblem`).
  public func importFile(
    _ data: Data, options: ImportOptions, for user: UserID, zone: TimeZone, today: Day,
    planDay: Day? = nil, now: Int64
  ) async throws -> FileImportResult {
    let read = try await FileReadingPool.shared.run {
      try FileImport.read(data, options: options, zone: zone, today: today, now: now)
    }
    if let needs = read.needs { throw needs }
    let summary = try await importBundle(read.bundle, for: user, today: planDay ?? today)
    return result(read, summary)
  }

  private func result(_ read: FileImport.Read, _ summary: ImportSummary) -> FileImportResult {
    var summary = summary
    summary.skipped += read.bundle.skipped
    summary.adjusted = read.bundle.adjusted + summary.adjusted
    var days: [HabitID: [Day]] = [:]
    for checkIn in read.bundle.checkIns { days[checkIn.habitID, default: []].append(checkIn.day) }
    let habits = read.bundle.habits.map { habit in
      let logged = days[habit.id] ?? []
      return FileImportHabit(
        habit: habit, checkIns: logged.count, first: logged.min(), last: logged.max())
    }
    return FileImportResult(
      kind: read.kind, summary: summary, csv: read.csv, needs: nil, habits: habits)
  }
}
