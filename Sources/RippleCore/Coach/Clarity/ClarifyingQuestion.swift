/// A question that helps a vague goal become specific, with suggested answers as choices.
public struct ClarifyingQuestion: Hashable, Sendable {
  public var question: String
  /// Why the coach asks, in a friendly line.
  public var hint: String
  public var choices: [ClarifyingChoice]

  public init(question: String, hint: String, choices: [ClarifyingChoice]) {
    self.question = question
    self.hint = hint
    self.choices = choices
  }
}

/// A suggested answer: its label, and the more specific goal it leads to.
public struct ClarifyingChoice: Hashable, Sendable {
  public var label: String
  public var goal: String
  public var domain: Domain

  public init(_ label: String, goal: String, domain: Domain) {
    self.label = label
    self.goal = goal
    self.domain = domain
  }
}
