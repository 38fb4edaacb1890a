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
