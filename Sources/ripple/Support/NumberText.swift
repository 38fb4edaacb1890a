import RippleCore

/// Numbers as people write them: `8`, `2.5`, never `8.0`.
enum NumberText {
  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// "8 glasses", "at most 2 coffees", or "yes/no".
  static func measure(_ measure: Measure) -> String {
    guard case .numeric(let target, let unit, let kind) = measure else { return "yes/no" }
    let amount = unit.isEmpty ? format(target) : "\(format(target)) \(unit)"
    return kind == .atMost ? "at most \(amount)" : amount
  }

  /// "4 / 8 glasses".
  static func progress(_ value: Double, of measure: Measure) -> String {
    guard case .numeric(let target, let unit, _) = measure else { return format(value) }
    return "\(format(value)) / \(format(target))" + (unit.isEmpty ? "" : " \(unit)")
  }
}
