/// What a write plan decided about one row: store `value`, or keep the stored row and answer
/// with it.
enum Planned<Value> {
  /// The row changes: the backend stores `value` under a new change.
  case write(Value)
  /// Nothing changes: the backend writes nothing and answers with `value`, the stored row.
  case keep(Value)

  /// The row as it stands after the write.
  var value: Value {
    switch self {
    case .write(let value), .keep(let value): return value
    }
  }
}

extension Planned: Equatable where Value: Equatable {}
extension Planned: Sendable where Value: Sendable {}
