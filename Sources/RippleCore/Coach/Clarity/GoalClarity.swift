/// Deterministic rules for "is the goal specific enough?": a goal that names
/// a domain, or says something concrete, is planned; a vague one gets clarifying questions
/// with suggested answers; an unrealistic timeline gets an adjustment and its reason.
public enum GoalClarity {
  public static func assess(
    what: String, timeline: GoalTimeline, pastAttempts: PastAttempts = .none, startDay: Day,
    recognizer: DomainRecognizer = .shared
  ) -> GoalAssessment {
    let domain = recognizer.domain(of: what)
    let words = Words.of(what)
    var questions: [ClarifyingQuestion] = []
    if domain == .general {
      let theme = VagueTheme.allCases.first { theme in
        theme.stems.contains { stem in Self.mentions(stem, in: words) }
      }
      if let theme {
        questions = [theme.question]
      } else if words.count < 3 {
        questions = [VagueTheme.general.question]
      }
    }
    let weeks = timeline.requestedWeeks(from: startDay)
    return GoalAssessment(
      domain: domain, isSpecific: questions.isEmpty, questions: questions,
      timelineAdvice: TimelineRules.advice(
        words: words, domain: domain, requestedWeeks: weeks, pastAttempts: pastAttempts))
  }

  public static func assess(_ goal: Goal) -> GoalAssessment {
    assess(
      what: goal.what, timeline: goal.timeline, pastAttempts: goal.pastAttempts,
      startDay: goal.startDay)
  }

  static func mentions(_ stem: String, in words: [String]) -> Bool {
    let parts = Words.of(stem)
    guard parts.count > 1 else {
      let stem = Array(stem)
      return words.contains { Words.matches(Array($0), stem: stem) }
    }
    guard words.count >= parts.count else { return false }
    return (0...(words.count - parts.count)).contains { start in
      (0..<parts.count).allSatisfy { words[start + $0] == parts[$0] }
    }
  }
}
