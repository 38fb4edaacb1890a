/// A SELECT both databases run as written (a `SharedStatement`), and how a value is made of each
/// row it answers, read by column position.
public struct SharedQuery<Value: Sendable>: Sendable {
  public let statement: SharedStatement
  public let decode: @Sendable (any SharedRow) throws -> Value

  public init(
    _ statement: SharedStatement, decode: @escaping @Sendable (any SharedRow) throws -> Value
  ) {
    self.statement = statement
    self.decode = decode
  }
}

/// One row of a `SharedQuery`'s answer, as each backend reads its columns.
public protocol SharedRow {
  func text(_ column: Int) throws -> String?
  func integer(_ column: Int) throws -> Int64?
}

extension SharedRow {
  /// A column that is never NULL.
  package func text(_ column: Int, _ name: String) throws -> String {
    guard let text = try text(column) else { throw StoreError.storage("\(name) is missing") }
    return text
  }

  /// A column that is never NULL.
  package func integer(_ column: Int, _ name: String) throws -> Int64 {
    guard let integer = try integer(column) else { throw StoreError.storage("\(name) is missing") }
    return integer
  }
}
