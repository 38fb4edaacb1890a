/// One step of a domain's progression ladder: a habit small enough for its week.
struct Rung: Sendable {
  var name: String
  var action: String
  var measure: Measure

  init(_ name: String, _ action: String, measure: Measure = .boolean) {
    self.name = name
    self.action = action
    self.measure = measure
  }

  static func minutes(_ name: String, _ action: String, _ minutes: Double) -> Rung {
    Rung(name, action, measure: .numeric(target: minutes, unit: "minutes", kind: .atLeast))
  }

  static func atLeast(_ name: String, _ action: String, _ amount: Double, _ unit: String) -> Rung {
    Rung(name, action, measure: .numeric(target: amount, unit: unit, kind: .atLeast))
  }

  static func atMost(_ name: String, _ action: String, _ amount: Double, _ unit: String) -> Rung {
    Rung(name, action, measure: .numeric(target: amount, unit: unit, kind: .atMost))
  }
}
