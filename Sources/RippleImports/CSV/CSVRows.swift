import RippleCore
import RippleStore

/// Drafts habits from a CSV table's rows: one habit per name in the habit column (in the order
/// first seen), a day per row. A habit whose values are all 0 or 1 is a yes/no habit; any other
/// number makes it a numeric one.
enum CSVRows {
  struct Columns {
    var habit: Int
    var date: Int
    var value: Int?
    var note: Int?
    var description: Int?
    /// A column that says done, skipped or missed beside a value column (Ripple's own export).
    var status: Int?
  }

  static func drafts(
    _ table: CSVTable, _ columns: Columns, order: DateOrder, kind: ImportKind
  ) throws(StoreError) -> (drafts: [HabitDraft], skipped: [String]) {
    var drafts: [HabitDraft] = []
    var position: [String: Int] = [:]
    var values: [Int: [Double]] = [:]
    var outcomes: [Int: (met: [Double], unmet: [Double])] = [:]
    var unreadable: [String] = []
    for (offset, row) in table.rows.enumerated() {
      let line = offset + 2
      let name = CSVTable.cell(row, columns.habit)
      let dateText = CSVTable.cell(row, columns.date)
      if name.isEmpty, dateText.isEmpty { continue }
      guard !name.isEmpty else {
        unreadable.append("line \(line): no habit name")
        continue
      }
      guard let day = order.day(dateText) else {
        unreadable.append("line \(line): '\(dateText.prefix(30))' is not a date")
        continue
      }
      let key = name.folded
      let index =
        position[key]
        ?? {
          drafts.append(HabitDraft(name: name))
          position[key] = drafts.count - 1
          return drafts.count - 1
        }()
      if let column = columns.description, drafts[index].description.isEmpty {
        drafts[index].description = CSVTable.cell(row, column)
      }
      let note = columns.note.map { CSVTable.cell(row, $0) }.flatMap { $0.isEmpty ? nil : $0 }
      guard var entry = entry(row, columns, line: line, unreadable: &unreadable) else { continue }
      entry.note = note
      if let value = entry.value {
        values[index, default: []].append(value)
        if let status = columns.status, !CSVTable.cell(row, status).isEmpty {
          switch CSVTable.cell(row, status).lowercased() {
          case "completed": outcomes[index, default: ([], [])].met.append(value)
          case "missed": outcomes[index, default: ([], [])].unmet.append(value)
          default: break
          }
        }
      }
      drafts[index].record(day, entry)
    }
    for (index, logged) in values where logged.contains(where: { $0 != 0 && $0 != 1 }) {
      if let outcome = outcomes[index],
        let (target, kind) = judged(met: outcome.met, unmet: outcome.unmet)
      {
        drafts[index].measure = .numeric(target: target, unit: "", kind: kind)
        drafts[index].adjusted.append(
          "the file has no target; imported as \(kind.title.lowercased()) \(DraftBundle.number(target)), the target its days were judged by"
        )
        continue
      }
      let (measure, words) = DraftBundle.inferredMeasure(for: logged)
      drafts[index].measure = measure
      drafts[index].adjusted.append(words)
    }
    for index in drafts.indices where !drafts[index].measure.isNumeric {
      drafts[index].days = drafts[index].days.filter {
        $0.value.state != .done || $0.value.value != 0
      }
    }
    var skipped: [String] = []
    if let first = unreadable.first {
      skipped.append(
        "\(unreadable.count) row\(unreadable.count == 1 ? "" : "s") of the \(kind.title) file could not be read (\(first)…)"
      )
    }
    return (drafts, skipped)
  }

  /// The target a file that says how each value came out (Ripple's own export) was judged by:
  /// a value "Missed" passed a limit, so the habit is "at most" the largest met value (or just
  /// under the smallest missed one); else it is "at least" the smallest met value.
  static func judged(met: [Double], unmet: [Double]) -> (Double, TargetKind)? {
    if let lowestMissed = unmet.filter({ $0 > 0 }).min() {
      return (met.max() ?? max(0, (lowestMissed - 1).rounded(.up)), .atMost)
    }
    guard let lowestMet = met.min(), lowestMet > 0 else { return nil }
    return (lowestMet, .atLeast)
  }

  /// The row's day, or nil when it logs nothing.
  private static func entry(
    _ row: [String], _ columns: Columns, line: Int, unreadable: inout [String]
  ) -> DraftDay? {
    let status = columns.status.map { CSVCell(CSVTable.cell(row, $0)) }
    let cell = columns.value.map { CSVCell(CSVTable.cell(row, $0)) } ?? .done
    // A value is what was logged; a status beside it (Ripple's "Missed" for a limit passed) is
    // only what the value came to, so only a skip outranks it.
    switch (status, cell) {
    case (.skipped?, _): return DraftDay(state: .skipped)
    case (_, .number(let value)) where value >= 0: return DraftDay(state: .done, value: value)
    case (.missed?, _): return DraftDay(state: .missed)
    case (.done?, _), (_, .done): return DraftDay(state: .done)
    case (_, .skipped): return DraftDay(state: .skipped)
    case (_, .missed): return DraftDay(state: .missed)
    case (_, .nothing): return nil
    default:
      let column = columns.value ?? 0
      unreadable.append("line \(line): '\(CSVTable.cell(row, column).prefix(30))' is not a value")
      return nil
    }
  }
}
