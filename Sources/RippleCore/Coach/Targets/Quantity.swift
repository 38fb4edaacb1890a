/// An amount with its unit: "5 km", "20 push-ups", "23:00 bedtime" (minutes of the day), "5000 $".
public struct Quantity: Hashable, Sendable {
  public var amount: Double
  /// A canonical unit: "km", "miles", "minutes", "hours", "kg", "lb", "$", "€", "£", "times",
  /// "bedtime" or "wake" (the amount is minutes after midnight), or a counted noun ("pages").
  public var unit: String

  public init(_ amount: Double, _ unit: String) {
    self.amount = amount
    self.unit = unit
  }

  /// Whether the amount is a time of day.
  public var isClock: Bool { unit == "bedtime" || unit == "wake" }

  /// Whether the amount is money.
  public var isMoney: Bool { Self.currencies.contains(unit) }

  public static let currencies = ["$", "€", "£"]

  /// "5 km", "5000 $", "23:00 bedtime".
  public var text: String {
    isClock ? "\(ClockText.text(amount)) \(unit)" : "\(AmountText.format(amount)) \(unit)"
  }
}

/// How often a stated amount recurs: "a day", "a week", "a month", "a year".
public enum TargetPeriod: String, CaseIterable, Sendable {
  case day, week, month, year
}

/// The target a goal states: an amount, how often, and for cutting down where it starts.
public struct GoalTarget: Hashable, Sendable {
  public var quantity: Quantity
  public var period: TargetPeriod?
  /// "From 20 cigarettes to none": the amount today, when the goal says it.
  public var from: Double?

  public init(_ quantity: Quantity, period: TargetPeriod? = nil, from: Double? = nil) {
    self.quantity = quantity
    self.period = period
    self.from = from
  }

  /// "5 km", "12 books/year", "from 20 to 0 cigarettes/day": one line for tables and tests.
  public var summary: String {
    let start = from.map { "from \(AmountText.format($0)) to " } ?? ""
    return start + quantity.text + (period.map { "/\($0.rawValue)" } ?? "")
  }
}

/// Times of day as "23:00", from minutes after midnight (a bedtime after midnight may be
/// written as 1440 or more).
public enum ClockText {
  public static func text(_ minutes: Double) -> String {
    let total = ((Int(minutes.rounded()) % 1440) + 1440) % 1440
    let hours = total / 60
    let rest = total % 60
    return (hours < 10 ? "0" : "") + String(hours) + ":" + (rest < 10 ? "0" : "") + String(rest)
  }
}
