/// Social connection and family time: time with the people the goal names, phones away,
/// growing in minutes and then in days; never a purchase.
enum SocialPlan {
  static func plan(_ context: PlanContext) -> PlannedWeeks {
    let people = people(in: context.words)
    let stated = context.target?.quantity
    let target =
      stated?.unit == "minutes"
      ? stated!.amount : (stated?.unit == "hours" ? stated!.amount * 60 : 30)
    let startDays = min(3, max(2, Int(context.baseline) + 1))
    let endDays = context.variant == .shorter ? 5 : 4
    let minutes = Stepper(
      start: context.gentle ? 10 : 15, end: max(15, target), grain: 5,
      limit: { $0 + max(5, 10 * context.stepScale) }
    ).amounts(weeks: context.weeks, steps: context.stepWeeks)
    let half = context.weeks / 2
    let weeks = minutes.enumerated().map { index, amount in
      let days = index < half ? startDays : max(startDays, endDays)
      let text = AmountText.format(amount)
      return WeekDose(
        dose: Dose(amount, "minutes together", daysPerWeek: days),
        name: StageVariants.cut("\(text) min with \(people)"),
        action: StageVariants.cut(
          "Spend \(text) minutes with \(people), phones away: a walk, a game, a meal or a call",
          to: Limits.descriptionLength),
        builds: "closeness, which grows from regular, undivided time more than from big occasions",
        measure: .numeric(target: amount, unit: "minutes", kind: .atLeast), criterion: days)
    }
    let finish = minutes.last ?? 15
    return PlannedWeeks(
      weeks: weeks, finish: Quantity(finish, "minutes together"), reachesTarget: finish >= target,
      advice: finish >= target
        ? nil
        : "\(context.weeks) weeks gets you to \(AmountText.format(finish)) minutes together; keep going with a second goal?",
      safety: nil, target: stated == nil ? nil : Quantity(target, "minutes together"),
      baselineUnit: "times a week")
  }

  /// "my kids" from "spend more time with my kids"; someone close otherwise.
  static func people(in words: [String]) -> String {
    let known = [
      "kids", "children", "son", "daughter", "family", "partner", "wife", "husband", "friends",
      "parents", "mum", "mom", "dad", "father", "mother", "grandparents", "brother", "sister",
    ]
    if let index = words.firstIndex(where: { known.contains($0) }) {
      let owner =
        index > 0 && ["my", "our"].contains(words[index - 1]) ? words[index - 1] + " " : "your "
      return owner + words[index]
    }
    if words.contains("dad") || words.contains("parent") { return "your kids" }
    return "someone close to you"
  }
}
