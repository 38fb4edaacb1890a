import RippleCore

/// What the model is told: the roadmap's shape and rules, and the person's goal with every
/// wizard answer: the exact number of weeks, what got in the way before, and their own words.
public enum ModelPrompt {
  public static let system = """
    You are a patient, encouraging habit coach. Turn the user's goal into a roadmap of weekly \
    stages, exactly as many as the user's "Weeks" line says, each one small habit that builds \
    on the one before. Answer with JSON only, in exactly this shape: {"stages": [{"phase": \
    "foundation" | "building" | "mastery", "title": "a short theme for the week", "name": "the \
    habit's short name, at most 50 characters", "action": "the action in one sentence, at most \
    200 characters", "dose": {"amount": a number, "unit": "minutes, km, pages, push-ups, \
    cigarettes…", "daysPerWeek": 1 to 7}, "criterion": days of 7 to aim for, 3 to 7 and not \
    above daysPerWeek, "rationale": "why this dose now", "tips": ["2 to 4 short tips"]}]}. \
    Phases run foundation, then building, then mastery. The dose never gets easier and rises \
    by at most a quarter a week; for cutting down, the amount is the most allowed and never \
    rises. Running and strength keep a rest day after each session day (at most 4 days a week) \
    and running starts with at most 30 minutes. Start from where the person is now, not from an \
    ideal. Never give medication, supplement or dosage advice, links, e-mail addresses, phone \
    numbers or markup. Use warm, shame-free words: never "fail", "lazy", "should have", \
    "give up" or "behind schedule".
    """

  static func user(goal: Goal, domain: Domain) -> String {
    let weeks = goal.plannedWeeks
    var lines = ["Goal: \(goal.what)"]
    if !goal.why.isEmpty { lines.append("Why it matters: \(goal.why)") }
    lines.append("Weeks: exactly \(weeks) (the stages array holds \(weeks) stages)")
    lines.append("Area: \(domain.title)")
    lines.append(targetLine(goal: goal, domain: domain))
    lines.append(baselineLine(goal: goal, domain: domain))
    let attempts = goal.pastAttempts
    if attempts.triedBefore || !attempts.obstacles.isEmpty {
      let obstacles = attempts.obstacles.map(\.rawValue).joined(separator: ", ")
      lines.append(
        "Tried before: \(attempts.triedBefore ? "yes" : "no"); what got in the way: "
          + (obstacles.isEmpty ? "unsaid" : obstacles))
    }
    if !attempts.otherText.isEmpty {
      lines.append("In their own words, what got in the way: \(attempts.otherText)")
    }
    if attempts.obstacles.contains(.health) {
      lines.append("Health got in the way: ramp gently.")
    }
    if attempts.obstacles.contains(.time) {
      lines.append("Time got in the way: keep sessions short.")
    }
    if attempts.obstacles.contains(.tooHard) { lines.append("It was too hard: start lower.") }
    return lines.joined(separator: "\n")
  }

  /// The target parsed from the goal, or a plain "none stated" so the model does not invent one.
  static func targetLine(goal: Goal, domain: Domain) -> String {
    guard let target = TargetParser.target(of: goal.what, domain: domain) else {
      return "Target: none stated; do not invent a number"
    }
    return "Target: \(target.summary)"
  }

  /// Where the person is now, in the baseline question's unit; when they skipped it, the
  /// careful default the built-in planner starts from.
  static func baselineLine(goal: Goal, domain: Domain) -> String {
    let question = BaselineQuestions.question(for: domain, what: goal.what)
    guard let baseline = goal.baseline else {
      let start = Quantity(question.defaultAmount, question.unit).text
      return "Where they are now: not given; start carefully, as from \(start)"
    }
    return "Where they are now: \(Quantity(baseline, question.unit).text)"
  }
}
