import RippleCore

/// A stage's dose as JSON: `{"amount", "unit", "daysPerWeek"}`.
struct DoseDTO: Codable, Equatable {
  var amount: Double
  var unit: String
  var daysPerWeek: Int

  init(_ dose: Dose) {
    amount = dose.amount
    unit = dose.unit
    daysPerWeek = dose.daysPerWeek
  }

  var dose: Dose { Dose(amount, unit, daysPerWeek: daysPerWeek) }
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
