/// The little numerics the correlation test needs, without Foundation.
enum Probability {
  /// The natural logarithm of a positive number: x = f·2^e with f in [1, 2), and
  /// ln f = 2·atanh((f − 1)/(f + 1)) by its series.
  static func log(_ x: Double) -> Double {
    precondition(x > 0)
    let exponent = Double(Int(x.exponent))
    let f = x.significand
    let y = (f - 1) / (f + 1)
    let y2 = y * y
    var term = y
    var sum = 0.0
    var n = 1.0
    while n < 60 {
      sum += term / n
      term *= y2
      n += 2
    }
    return exponent * 0.693_147_180_559_945_3 + 2 * sum
  }

  /// The z with P(Z ≥ z) = p for a standard normal Z, 0 < p ≤ 0.5 (Abramowitz & Stegun
  /// 26.2.23, error below 4.5e-4).
  static func upperNormalQuantile(_ p: Double) -> Double {
    let t = (-2 * log(p)).squareRoot()
    let numerator = 2.515_517 + 0.802_853 * t + 0.010_328 * t * t
    let denominator = 1 + 1.432_788 * t + 0.189_269 * t * t + 0.001_308 * t * t * t
    return t - numerator / denominator
  }
}
