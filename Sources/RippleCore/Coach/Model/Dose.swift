/// How much of the habit a stage asks: an amount in a unit, on so many days of the week
/// ("20 minutes running on 3 days", "at most 8 cigarettes on 7 days", "bedtime 00:15 on 7 days"),
/// and for a limit, how many of the week's days go without it altogether ("at most 2 drinks a
/// day, 3 alcohol-free days").
public struct Dose: Hashable, Sendable {
  public var amount: Double
  /// The unit, as `Quantity.unit` ("minutes running", "push-ups", "bedtime", "$").
  public var unit: String
  public var daysPerWeek: Int
  /// Days of the week planned free of the habit (limits only; 0 for everything else).
  public var freeDays: Int

  public init(_ amount: Double, _ unit: String, daysPerWeek: Int, freeDays: Int = 0) {
    self.amount = amount
    self.unit = unit
    self.daysPerWeek = daysPerWeek
    self.freeDays = freeDays
  }

  public var quantity: Quantity { Quantity(amount, unit) }

  /// "20 minutes running", "00:15 bedtime".
  public var text: String { quantity.text }
}

extension Dose {
  /// Units that count a daily limit, not an amount to reach.
  public static let limitUnits = [
    "cigarettes", "vapes", "drinks", "sweets", "treats", "minutes of screen time",
  ]

  /// The dose in words, as a stage card shows it: "1 minute without stopping", "in bed by
  /// 23:00", "$193 a week", "at most 2 drinks a day", "every day".
  public var summary: String {
    switch unit {
    case "bedtime": return "in bed by \(ClockText.text(amount))"
    case "wake": return "up at \(ClockText.text(amount))"
    case "days":
      return daysPerWeek == 7 ? "every day" : Counted.text(daysPerWeek, "day") + " a week"
    default: break
    }
    if Quantity.currencies.contains(unit) { return Counted.money(amount, unit) + " a week" }
    if Self.limitUnits.contains(unit) {
      if amount == 0 { return "none" }
      let free = freeDays > 0 ? ", \(Counted.text(freeDays, "free day"))" : ""
      return "at most \(Counted.quantity(amount, unit)) a day\(free)"
    }
    return Counted.quantity(amount, unit)
  }
}
