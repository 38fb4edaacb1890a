import RippleCore

/// What the model is told: the roadmap's shape and rules, and the user's goal.
enum ModelPrompt {
  static let system = """
    You are a patient, encouraging habit coach. Turn the user's goal into a roadmap of 8 to 12 \
    weekly stages, each one small daily habit that builds on the one before. Answer with JSON \
    only, in exactly this shape: {"stages": [{"phase": "foundation" | "building" | "mastery", \
    "title": "a short theme for the week", "name": "the habit's short name, at most 50 \
    characters", "action": "the daily action in one sentence, at most 200 characters", \
    "criterion": days of 7 to aim for, 3 to 7, "rationale": "why this stage comes now", \
    "tips": ["2 to 4 short tips"]}]}. Phases run foundation, then building, then mastery; \
    stages never get easier. Use warm, shame-free words: never "fail", "lazy", "should have", \
    "give up" or "behind schedule".
    """

  static func user(goal: Goal, domain: Domain) -> String {
    var lines = ["Goal: \(goal.what)"]
    if !goal.why.isEmpty { lines.append("Why it matters: \(goal.why)") }
    lines.append("Weeks: \(goal.timeline.roadmapWeeks(from: goal.startDay))")
    lines.append("Area: \(domain.title)")
    if goal.pastAttempts.triedBefore {
      let obstacles = goal.pastAttempts.obstacles.map(\.rawValue).joined(separator: ", ")
      lines.append("Tried before; what got in the way: \(obstacles.isEmpty ? "unsaid" : obstacles)")
    }
    return lines.joined(separator: "\n")
  }
}
