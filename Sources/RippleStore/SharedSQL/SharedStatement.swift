/// A statement both databases run as written: plain SQL that SQLite and PostgreSQL read alike,
/// its parameters as `?` placeholders in order (none inside a quoted string), and their values.
/// Each backend binds the values its own way (`SQLiteStore`'s GRDB arguments, PostgreSQL's `$n`).
public struct SharedStatement: Sendable, Equatable {
  /// A parameter's value: the types Ripple's tables hold.
  public enum Value: Sendable, Equatable {
    case text(String?)
    case integer(Int64?)
    case real(Double?)
    /// A flag: PostgreSQL's `boolean`, SQLite's 0 or 1.
    case bool(Bool?)
    /// Bytes: PostgreSQL's `bytea`, SQLite's blob.
    case bytes([UInt8]?)
  }

  public let sql: String
  public let values: [Value]

  public init(_ sql: String, _ values: [Value]) {
    precondition(
      sql.filter { $0 == "?" }.count == values.count, "one value for each ? of the statement")
    self.sql = sql
    self.values = values
  }

  /// The SQL with PostgreSQL's numbered placeholders (`$1`, `$2`…) in place of the `?`s.
  public var numberedSQL: String {
    var number = 0
    var numbered = ""
    for character in sql {
      if character == "?" {
        number += 1
        numbered += "$\(number)"
      } else {
        numbered.append(character)
      }
    }
    return numbered
  }
}
