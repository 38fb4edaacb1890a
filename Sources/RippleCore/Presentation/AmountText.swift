/// Amounts as people read them: "8", "2.5", "0.33" (at most two decimals, no trailing zeros).
public enum AmountText {
  public static func format(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "0" }
    let hundredths = Int64((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let whole = abs(hundredths) / 100
    let fraction = abs(hundredths) % 100
    if fraction == 0 { return sign + String(whole) }
    let digits =
      fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
    return sign + String(whole) + "." + digits
  }

  /// "3 of 8 glasses", or "3 of 8" without a unit; nil for yes/no habits.
  public static func progress(_ value: Double, of measure: Measure) -> String? {
    guard case .numeric(let target, let unit, _) = measure else { return nil }
    let text = "\(format(value)) of \(format(target))"
    return unit.isEmpty ? text : "\(text) \(unit)"
  }

  /// A day's amount as its card reads it: progress toward a target ("3 of 8 glasses"), but for a
  /// limit the budget left, never progress toward it ("1 left · limit 2 cups", "None left · limit
  /// 2 cups", "1 over · limit 2 cups"; a limit of none: "None so far · limit none"); nil for
  /// yes/no habits.
  public static func day(_ value: Double, of measure: Measure) -> String? {
    guard case .numeric(let limit, let unit, .atMost) = measure else {
      return progress(value, of: measure)
    }
    let limitText =
      limit == 0
      ? "limit none" : unit.isEmpty ? "limit \(format(limit))" : "limit \(format(limit)) \(unit)"
    let budget: String
    if value > limit {
      budget = "\(format(value - limit)) over"
    } else if limit == 0 {
      budget = "None so far"
    } else if value == limit {
      budget = "None left"
    } else {
      budget = "\(format(limit - value)) left"
    }
    return "\(budget) · \(limitText)"
  }
}
