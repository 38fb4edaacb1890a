/// How much of the habit a stage asks: an amount in a unit, on so many days of the week
/// ("20 minutes running on 3 days", "at most 8 cigarettes on 7 days", "bedtime 00:15 on 7 days").
public struct Dose: Hashable, Sendable {
  public var amount: Double
  /// The unit, as `Quantity.unit` ("minutes running", "push-ups", "bedtime", "$").
  public var unit: String
  public var daysPerWeek: Int

  public init(_ amount: Double, _ unit: String, daysPerWeek: Int) {
    self.amount = amount
    self.unit = unit
    self.daysPerWeek = daysPerWeek
  }

  public var quantity: Quantity { Quantity(amount, unit) }

  /// "20 minutes running", "00:15 bedtime".
  public var text: String { quantity.text }
}
