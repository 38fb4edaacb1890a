/// What a write decided over the rows it read (`SharedStatementStore.write(reading:_:)`): its
/// answer, and the statements that store it, in order (none when nothing changes).
public struct SharedWrite<Value: Sendable>: Sendable {
  public var value: Value
  public var statements: [SharedStatement]

  public init(_ value: Value, _ statements: [SharedStatement] = []) {
    self.value = value
    self.statements = statements
  }
}
