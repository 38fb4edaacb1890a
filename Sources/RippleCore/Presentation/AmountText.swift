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
}
