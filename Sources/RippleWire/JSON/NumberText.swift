/// Numbers to and from decimal text without Foundation. A double is written with the fewest
/// decimals that read back as the same double, so the web app parses exactly the server's value.
public enum NumberText {
  static let powers: [Double] = [
    1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// `mantissa × 10^exponent`, correctly rounded whenever the mantissa fits 53 bits and the
  /// power is exact (every number a person types); close otherwise.
  public static func scale(_ mantissa: UInt64, byPowerOfTen exponent: Int) -> Double {
    var value = Double(mantissa)
    var remaining = exponent
    while remaining > 22 {
      value *= 1e22
      remaining -= 22
    }
    while remaining < -22 {
      value /= 1e22
      remaining += 22
    }
    return remaining >= 0 ? value * powers[remaining] : value / powers[-remaining]
  }

  #if !hasFeature(Embedded)
  /// The shortest text that reads back as exactly `value` (Swift's own), whole numbers without
  /// ".0"; infinities and NaN are `null`, as in `text(_:)`.
  public static func shortestText(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return Int64(value).description }
    return value.description
  }
  #endif

  /// JSON has no infinity nor NaN: those are written `null`, as JavaScript's `JSON.stringify`
  /// writes them.
  public static func text(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return Int64(value).description }
    let magnitude = abs(value)
    if magnitude >= 9e18 { return (value < 0 ? "-" : "") + exponentText(magnitude) }
    var best: (Int64, Int)?
    for decimals in 1...17 {
      let scaled = (magnitude * powers[decimals]).rounded()
      guard scaled < 9.007_199_254_740_992e15 else { break }
      best = (Int64(scaled), decimals)
      if scaled / powers[decimals] == magnitude { break }
    }
    guard let (digits, decimals) = best else { return Int64(value).description }
    var text = digits.description
    while text.utf8.count <= decimals { text = "0" + text }
    let utf8 = Array(text.utf8)
    let whole = String(decoding: utf8[0..<(utf8.count - decimals)], as: UTF8.self)
    var fraction = Array(utf8[(utf8.count - decimals)...])
    while fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
    let sign = value < 0 ? "-" : ""
    if fraction.isEmpty { return sign + whole }
    return sign + whole + "." + String(decoding: fraction, as: UTF8.self)
  }

  /// A whole number past Int64's range as 16 significant digits (what a double holds exactly
  /// there) and a power of ten, within about 1e-15 of the number and never above it, so the
  /// largest double stays finite.
  static func exponentText(_ magnitude: Double) -> String {
    var scaled = magnitude
    var exponent = 0
    while scaled >= 1e40 {
      scaled /= 1e22
      exponent += 22
    }
    while scaled >= 1e16 {
      scaled /= 10
      exponent += 1
    }
    var digits = UInt64(scaled.rounded(.towardZero))
    // The divisions round too: down until the text reads back no larger than the number.
    while digits > 0, !(scale(digits, byPowerOfTen: exponent) <= magnitude) { digits -= 1 }
    while digits > 0, digits % 10 == 0 {
      digits /= 10
      exponent += 1
    }
    return digits.description + "e" + exponent.description
  }
}
