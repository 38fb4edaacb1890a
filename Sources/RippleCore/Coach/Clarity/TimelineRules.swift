/// Goals that the asked-for weeks make unrealistic, and what to suggest instead.
enum TimelineRules {
  static func advice(
    words: [String], domain: Domain, requestedWeeks weeks: Int, pastAttempts: PastAttempts
  ) -> TimelineAdvice? {
    let has = { (word: String) in words.contains(word) }
    let longest = GoalTimeline.weekRange.upperBound
    if domain == .running && words.contains(where: { $0.hasPrefix("marathon") }) {
      if !has("half") && weeks < 16 {
        return TimelineAdvice(
          suggestedWeeks: longest,
          suggestedGoal: "Run 10 km comfortably, then train for the marathon as the next goal",
          reason:
            "A first marathon usually takes 16 to 20 weeks of training on top of regular "
            + "running, so joints and tendons can adapt. \(longest) weeks can build that base.")
      }
      if has("half") && weeks < 12 && !pastAttempts.triedBefore {
        return TimelineAdvice(
          suggestedWeeks: longest, suggestedGoal: "Run 5 km comfortably, building towards the half",
          reason:
            "Most people new to running need 12 weeks or more to prepare for a half marathon "
            + "safely. A strong 5 km is a great first milestone.")
      }
    }
    if let kilos = weightLoss(words), Double(weeks) * 1.0 < kilos {
      let reachable = Int(Double(longest) * 0.75)
      return TimelineAdvice(
        suggestedWeeks: longest,
        suggestedGoal: "Lose about \(reachable) kg in \(longest) weeks through steady habits",
        reason:
          "Around half a kilo to a kilo a week is a pace the body can keep, and that is "
          + "what makes the change last.")
    }
    if domain == .language && words.contains(where: { $0.hasPrefix("fluen") }) {
      return TimelineAdvice(
        suggestedWeeks: max(GoalTimeline.weekRange.lowerBound, min(longest, weeks)),
        suggestedGoal: "Hold a simple everyday conversation",
        reason:
          "Fluency grows over many months. In \(GoalTimeline.weekRange.lowerBound) to "
          + "\(longest) weeks a daily practice can get you to simple, real conversations.")
    }
    if domain == .writing && (has("book") || has("novel"))
      && words.contains(where: { $0.hasPrefix("finish") || $0 == "write" })
    {
      return TimelineAdvice(
        suggestedWeeks: longest, suggestedGoal: "Write every day and draft the first chapters",
        reason:
          "A whole book usually takes many months. A daily writing habit is what carries "
          + "it to the end, and the first chapters are a real milestone.")
    }
    if weeks < GoalTimeline.weekRange.lowerBound {
      return TimelineAdvice(
        suggestedWeeks: GoalTimeline.weekRange.lowerBound, suggestedGoal: nil,
        reason:
          "Habits take a few weeks to settle. \(GoalTimeline.weekRange.lowerBound) weeks is "
          + "the shortest roadmap, so each step can stay small.")
    }
    return nil
  }

  /// The kilograms in "lose 10 kg", "lose 20 pounds", "drop 15lbs".
  static func weightLoss(_ words: [String]) -> Double? {
    guard words.contains(where: { $0 == "lose" || $0 == "drop" || $0 == "shed" }) else {
      return nil
    }
    for (index, word) in words.enumerated() {
      let digits = String(word.prefix { $0.isNumber })
      guard let amount = Int(digits), amount > 0 else { continue }
      let unit =
        word.count > digits.count
        ? String(word.dropFirst(digits.count))
        : (index + 1 < words.count ? words[index + 1] : "")
      switch unit {
      case "kg", "kgs", "kilo", "kilos", "kilograms": return Double(amount)
      case "lb", "lbs", "pound", "pounds": return Double(amount) * 0.4536
      default: continue
      }
    }
    return nil
  }
}
