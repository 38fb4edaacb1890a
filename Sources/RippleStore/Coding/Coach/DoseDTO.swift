import RippleCore

/// A stage's dose as JSON: `{"amount", "unit", "daysPerWeek", "freeDays", "text"}`; doses stored
/// before free days existed read with none; "text", the dose in words, is written for readers
/// and not read back.
struct DoseDTO: Codable, Equatable {
  var amount: Double
  var unit: String
  var daysPerWeek: Int
  var freeDays: Int?
  var text: String?

  init(_ dose: Dose) {
    amount = dose.amount
    unit = dose.unit
    daysPerWeek = dose.daysPerWeek
    freeDays = dose.freeDays
    text = dose.summary
  }

  var dose: Dose {
    Dose(amount, unit, daysPerWeek: daysPerWeek, freeDays: min(7, max(0, freeDays ?? 0)))
  }
}

/// An amount with its unit as JSON: `{"amount", "unit"}` (a clock time is minutes after
/// midnight).
struct QuantityDTO: Codable, Equatable {
  var amount: Double
  var unit: String

  init(_ quantity: Quantity) {
    amount = quantity.amount
    unit = quantity.unit
  }

  var quantity: Quantity { Quantity(amount, unit) }
}
