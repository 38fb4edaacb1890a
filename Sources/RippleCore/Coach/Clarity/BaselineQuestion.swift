/// "Where are you now?": one optional question per domain, in the domain's own unit, with
/// choices; when skipped the planner uses `defaultAmount`, chosen to start carefully.
public struct BaselineQuestion: Hashable, Sendable {
  public var question: String
  public var hint: String
  /// The unit of every choice's amount, as the planner reads it ("minutes running").
  public var unit: String
  public var choices: [BaselineChoice]
  public var defaultAmount: Double

  public init(
    question: String, hint: String, unit: String, choices: [BaselineChoice],
    defaultAmount: Double
  ) {
    self.question = question
    self.hint = hint
    self.unit = unit
    self.choices = choices
    self.defaultAmount = defaultAmount
  }
}

/// One answer to a baseline question: what the person reads, and the amount it stands for.
public struct BaselineChoice: Hashable, Sendable {
  public var label: String
  public var amount: Double

  public init(_ label: String, _ amount: Double) {
    self.label = label
    self.amount = amount
  }
}
