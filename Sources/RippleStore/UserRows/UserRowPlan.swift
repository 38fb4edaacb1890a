import RippleCore

/// What a write decided over `UserRows`: the rows to store, in order, and its answer.
public struct UserRowPlan<Value: Sendable>: Sendable {
  public var value: Value
  public var writes: [UserRowWrite]

  public init(_ value: Value, writes: [UserRowWrite]) {
    self.value = value
    self.writes = writes
  }

  /// Stores the planned row (as `row` makes it) unless the plan keeps the stored one.
  init(_ planned: Planned<Value>, as row: (Value) -> UserRowWrite) {
    switch planned {
    case .write(let value): self.init(value, writes: [row(value)])
    case .keep(let value): self.init(value, writes: [])
    }
  }
}
