/// Goals that the asked-for weeks make unrealistic, and what to suggest instead: the weeks the
/// plan needs to reach the target at a safe pace, the timeline the goal's own words set, and the
/// goals that take months whatever the plan.
enum TimelineRules {
  static func advice(
    what: String, words: [String], domain: Domain, requestedWeeks weeks: Int,
    pastAttempts: PastAttempts, startDay: Day, baseline: Double?
  ) -> TimelineAdvice? {
    let has = { (word: String) in words.contains(word) }
    let longest = GoalTimeline.weekRange.upperBound
    if let deadline = Deadline.weeks(in: what), deadline < weeks {
      return TimelineAdvice(
        suggestedWeeks: deadline, suggestedGoal: nil,
        reason:
          "Your goal names an earlier day, so the plan covers "
          + "\(Counted.text(deadline, "week")) to it rather than \(Counted.text(weeks, "week")).")
    }
    if domain == .running && words.contains(where: { $0.hasPrefix("marathon") }) && !has("half")
      && weeks < 16
    {
      return TimelineAdvice(
        suggestedWeeks: max(
          16, needed(what, domain, weeks, pastAttempts, startDay, baseline) ?? 16),
        suggestedGoal: "Run 10 km comfortably, then train for the marathon as the next goal",
        reason:
          "A first marathon usually takes 16 to 20 weeks of training on top of regular running, "
          + "so joints and tendons can adapt.")
    }
    if let kilos = TimelineRules.weightLoss(words), Double(weeks) < kilos {
      let reachable = Int(Double(max(weeks, 8)) * 0.75)
      return TimelineAdvice(
        suggestedWeeks: Int((kilos / 0.75).rounded(.up)),
        suggestedGoal:
          "Lose about \(reachable) kg in \(Counted.text(max(weeks, 8), "week")) through steady habits",
        reason:
          "Around half a kilo to a kilo a week is a pace the body can keep, and that is what "
          + "makes the change last.")
    }
    if domain == .language && words.contains(where: { $0.hasPrefix("fluen") }) {
      return TimelineAdvice(
        suggestedWeeks: max(weeks, longest), suggestedGoal: "Hold a simple everyday conversation",
        reason:
          "Fluency grows over many months. In \(Counted.text(max(weeks, longest), "week")) a daily "
          + "practice can get you to simple, real conversations.")
    }
    if domain == .writing && (has("book") || has("novel"))
      && words.contains(where: { $0.hasPrefix("finish") || $0 == "write" })
    {
      return TimelineAdvice(
        suggestedWeeks: max(weeks, longest),
        suggestedGoal: "Write every day and draft the first chapters",
        reason:
          "A whole book usually takes many months. A daily writing habit is what carries it to "
          + "the end, and the first chapters are a real milestone.")
    }
    if let more = needed(what, domain, weeks, pastAttempts, startDay, baseline), more > weeks {
      return TimelineAdvice(
        suggestedWeeks: more, suggestedGoal: nil,
        reason:
          "From where you are, the target takes about \(Counted.text(more, "week")) at a safe "
          + "pace; \(Counted.text(weeks, "week")) gets part of the way, and the plan says how far.")
    }
    if weeks < 4 {
      return TimelineAdvice(
        suggestedWeeks: GoalTimeline.weekRange.lowerBound, suggestedGoal: nil,
        reason:
          "Habits take a few weeks to settle; \(GoalTimeline.weekRange.lowerBound) weeks give "
          + "each step time. Keep \(Counted.text(weeks, "week")) if a date sets it.")
    }
    return nil
  }

  /// The weeks the built-in plan needs to reach the goal's target, when it states one.
  static func needed(
    _ what: String, _ domain: Domain, _ weeks: Int, _ attempts: PastAttempts, _ start: Day,
    _ baseline: Double?
  ) -> Int? {
    guard domain != .general, weeks >= 1 else { return nil }
    let goal = Goal(
      id: GoalID("check"), what: what,
      timeline: .weeks(min(weeks, GoalTimeline.plannedRange.upperBound)),
      pastAttempts: attempts, habitID: HabitID("check"), startDay: start, baseline: baseline)
    let aim = BuiltInPlanner().roadmap(for: goal, domain: domain, today: start).aim
    return aim.reachesTarget ? nil : aim.suggestedWeeks
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
