@testable import RippleStore

/// A row of a shared query whose columns are the values given, in order.
struct ColumnsGiven: SharedRow {
  let columns: [SharedStatement.Value]
  init(_ columns: [SharedStatement.Value]) { self.columns = columns }

  func text(_ column: Int) -> String? {
    if case .text(let text) = columns[column] { return text }
    return nil
  }

  func integer(_ column: Int) -> Int64? {
    if case .integer(let integer) = columns[column] { return integer }
    return nil
  }
}
