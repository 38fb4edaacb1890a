import GRDB
import RippleStore

/// One row of a Loop table, read cell by cell without trusting SQLite's loose typing: a cell of
/// the wrong type or out of range is refused with the table, column and row it was found in.
struct LoopCell {
  var row: Row
  var table: String
  /// How the row is named in messages (`id 3`).
  var rowName: String

  func refusal(_ column: String, _ problem: String) -> StoreError {
    .badFile("Loop table \(table), column \(column), row \(rowName): \(problem)")
  }

  private func value(_ column: String) -> DatabaseValue {
    row.hasColumn(column) ? row[column] as DatabaseValue : .null
  }

  /// A whole number in `range`; `fallback` when the cell is NULL.
  func integer(
    _ column: String, in range: ClosedRange<Int64>, fallback: Int64? = nil
  ) throws(StoreError) -> Int64 {
    let number: Int64
    switch value(column).storage {
    case .null:
      guard let fallback else { throw refusal(column, "a value is required") }
      return fallback
    case .int64(let integer): number = integer
    case .double(let double):
      guard double.rounded() == double, let integer = Int64(exactly: double) else {
        throw refusal(column, "expected a whole number, found \(double)")
      }
      number = integer
    case .string: throw refusal(column, "expected a whole number, found text")
    case .blob: throw refusal(column, "expected a whole number, found a blob")
    }
    guard range.contains(number) else {
      throw refusal(column, "\(number) is outside \(range.lowerBound)…\(range.upperBound)")
    }
    return number
  }

  func int(
    _ column: String, in range: ClosedRange<Int>, fallback: Int? = nil
  ) throws(StoreError)
    -> Int
  {
    Int(
      try integer(
        column, in: Int64(range.lowerBound)...Int64(range.upperBound),
        fallback: fallback.map(Int64.init)))
  }

  /// A finite number with magnitude below `limit`; `fallback` when the cell is NULL.
  func number(_ column: String, below limit: Double, fallback: Double) throws(StoreError) -> Double
  {
    let number: Double
    switch value(column).storage {
    case .null: return fallback
    case .int64(let integer): number = Double(integer)
    case .double(let double): number = double
    case .string: throw refusal(column, "expected a number, found text")
    case .blob: throw refusal(column, "expected a number, found a blob")
    }
    guard number.isFinite, abs(number) < limit else {
      throw refusal(column, "\(number) is not a number below \(limit)")
    }
    return number
  }

  /// Text; `fallback` when the cell is NULL. Numbers are read as their text, like Loop does.
  func text(_ column: String, fallback: String = "") throws(StoreError) -> String {
    switch value(column).storage {
    case .null: return fallback
    case .string(let text): return text
    case .int64(let integer): return String(integer)
    case .double(let double): return String(double)
    case .blob: throw refusal(column, "expected text, found a blob")
    }
  }
}
