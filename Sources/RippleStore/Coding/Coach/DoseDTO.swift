import RippleCore

/// A stage's dose as JSON reads it (RippleWire's `DoseWire` writes it): `{"amount", "unit", "daysPerWeek", "freeDays", "text"}`; doses stored
/// before free days existed read with none; "text", the dose in words, is written for readers
/// and not read back.
struct DoseDTO: Decodable, Equatable {
  var amount: Double
  var unit: String
  var daysPerWeek: Int
  var freeDays: Int?
  var text: String?

  var dose: Dose {
    Dose(amount, unit, daysPerWeek: daysPerWeek, freeDays: min(7, max(0, freeDays ?? 0)))
  }
}

/// An amount with its unit as JSON: `{"amount", "unit"}` (a clock time is minutes after
/// midnight).
struct QuantityDTO: Decodable, Equatable {
  var amount: Double
  var unit: String

  var quantity: Quantity { Quantity(amount, unit) }
}
