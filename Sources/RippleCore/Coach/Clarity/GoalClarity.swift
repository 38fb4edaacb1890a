/// Deterministic rules for "is the goal specific enough?": a goal that names a domain, or says
/// what to do with how much or how often, is planned; a vague one gets one clarifying question
/// with suggested answers; a goal the coach has no rule for is asked what, how much and how
/// often; a debt with no amount is asked how much; an unrealistic timeline gets an adjustment and
/// its reason.
public enum GoalClarity {
  public static func assess(
    what: String, timeline: GoalTimeline, pastAttempts: PastAttempts = .none, startDay: Day,
    baseline: Double? = nil, recognizer: DomainRecognizer = .shared
  ) -> GoalAssessment {
    let domain = recognizer.domain(of: what)
    let words = Words.of(what)
    var questions: [ClarifyingQuestion] = []
    if domain == .general {
      let theme = VagueTheme.allCases.first { theme in
        theme.stems.contains { stem in Self.mentions(stem, in: words) }
      }
      if !Self.saysHowMuch(what) {
        questions = [theme?.question ?? Self.howMuch(what)]
      }
    }
    if domain == .debt, TargetParser.target(of: what, domain: domain)?.quantity.isMoney != true {
      questions = [Self.howMuchOwed(what)]
    }
    let weeks = timeline.requestedWeeks(from: startDay)
    return GoalAssessment(
      domain: domain, isSpecific: questions.isEmpty, questions: questions,
      timelineAdvice: TimelineRules.advice(
        what: what, words: words, domain: domain, requestedWeeks: weeks,
        pastAttempts: pastAttempts, startDay: startDay, baseline: baseline))
  }

  public static func assess(_ goal: Goal) -> GoalAssessment {
    assess(
      what: goal.what, timeline: goal.timeline, pastAttempts: goal.pastAttempts,
      startDay: goal.startDay, baseline: goal.baseline)
  }

  /// Whether the goal says an amount of time or how often: enough to plan it as stated.
  static func saysHowMuch(_ what: String) -> Bool {
    if Frequency.days(in: what) != nil { return true }
    guard let unit = TargetParser.target(of: what)?.quantity.unit else { return false }
    return unit == "minutes" || unit == "hours" || unit == "times"
  }

  /// What, how much, how often: the goal's own words with an amount and a rhythm to choose.
  static func howMuch(_ what: String) -> ClarifyingQuestion {
    let goal = StageCopy.trimmed(what)
    return ClarifyingQuestion(
      question: "What will you do for it, and how often?",
      hint: "We don't have a ready plan for this goal, so a rhythm you choose becomes the plan.",
      choices: [
        ClarifyingChoice(
          "A little on most days", goal: "\(goal): 15 minutes on 5 days a week", domain: .general),
        ClarifyingChoice(
          "A few longer sessions", goal: "\(goal): 45 minutes 3 times a week", domain: .general),
        ClarifyingChoice(
          "A little every day", goal: "\(goal): a little every day",
          domain: .dailyHabit),
      ])
  }

  /// How much is owed, so the plan can spread it over the weeks.
  static func howMuchOwed(_ what: String) -> ClarifyingQuestion {
    let goal = StageCopy.trimmed(what)
    return ClarifyingQuestion(
      question: "About how much do you owe?",
      hint: "Your statement's balance is enough; the plan spreads it over your weeks.",
      choices: [1000.0, 3000, 5000, 10000].map { amount in
        ClarifyingChoice(
          "About \(Counted.money(amount, "$"))", goal: "\(goal): \(Counted.money(amount, "$"))",
          domain: .debt)
      })
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
