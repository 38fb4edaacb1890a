/// A completion rate: done ÷ due. Skipped days count in neither; a day done counts as due.
/// Its unit says what was counted: days, or weeks and periods for habits with such targets.
public struct Rate: Hashable, Sendable {
  public var done: Int
  public var due: Int
  public var unit: RateUnit

  public init(done: Int, due: Int, unit: RateUnit = .days) {
    self.done = done
    self.due = due
    self.unit = unit
  }

  public static let zero = Rate(done: 0, due: 0)

  /// Nothing was due: there is no rate to show.
  public var isEmpty: Bool { due == 0 }

  /// 0…1 (0 when nothing was due).
  public var fraction: Double { due > 0 ? Double(done) / Double(due) : 0 }

  /// Whole percent, rounded half up (0…100).
  public var percent: Int { Percent.rounded(done: done, of: due) }

  /// "77%".
  public var percentText: String { "\(percent)%" }

  /// "23/30 days" (or "2/4 weeks", "3/5 periods", "23/30 met" for units mixed); "No days due"
  /// when nothing was due, which "0/0 days" would show as a failure.
  public var daysText: String {
    due == 0 ? "No days due" : "\(done)/\(due) \(unit.name(count: due))"
  }

  /// What the rate counts, in words: "8 of 9 due days done", "2 of 3 weekly targets met", "1 of 2
  /// period targets met", "8 of 9 due days and targets met" (units mixed).
  public var countText: String {
    let counted: String
    switch unit {
    case .days: counted = "due \(due == 1 ? "day" : "days") done"
    case .weeks: counted = "weekly \(due == 1 ? "target" : "targets") met"
    case .periods: counted = "period \(due == 1 ? "target" : "targets") met"
    case .mixed: counted = "due days and targets met"
    }
    return "\(done) of \(due) \(counted)"
  }

  /// Nothing done and nothing due: the sum's identity, whatever its unit.
  private var isNothing: Bool { done == 0 && due == 0 }

  public static func + (lhs: Rate, rhs: Rate) -> Rate {
    let unit =
      lhs.isNothing ? rhs.unit : rhs.isNothing ? lhs.unit : lhs.unit == rhs.unit ? lhs.unit : .mixed
    return Rate(done: lhs.done + rhs.done, due: lhs.due + rhs.due, unit: unit)
  }

  public static func += (lhs: inout Rate, rhs: Rate) {
    lhs = lhs + rhs
  }

  /// Orders rates by fraction without floating point: a·d < c·b.
  func isLower(than other: Rate) -> Bool {
    done * other.due < other.done * due
  }
}

/// Number formatting without Foundation.
public enum Percent {
  /// `part / whole` as a whole percent, rounded half up; 0 when `whole` is 0.
  public static func rounded(done part: Int, of whole: Int) -> Int {
    guard whole > 0 else { return 0 }
    return (200 * part + whole) / (2 * whole)
  }

  /// A fraction (0.774) as a whole percent (77), rounded half away from zero.
  public static func rounded(_ fraction: Double) -> Int {
    Int((fraction * 100).rounded())
  }

  /// "77%".
  public static func text(_ fraction: Double) -> String { "\(rounded(fraction))%" }

  /// A signed change in percentage points: "+5%", "-3%", "0%".
  public static func signedText(points: Int) -> String {
    points > 0 ? "+\(points)%" : "\(points)%"
  }

  /// A non-negative number with at most one decimal, trailing ".0" dropped: "4.2", "5".
  public static func oneDecimal(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    let whole = tenths / 10
    let rest = tenths % 10
    return rest == 0 ? "\(whole)" : "\(whole).\(rest)"
  }
}
