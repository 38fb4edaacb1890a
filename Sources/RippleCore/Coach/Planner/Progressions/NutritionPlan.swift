/// Nutrition and weight: one concrete change at a time, never a calorie or crash target.
/// Water and vegetables count up toward the stated amount; weight loss and general eating
/// goals add one behaviour at a time (vegetables, protein, a walk after a meal, water for
/// sugary drinks), and a large weight target gets a line suggesting a clinician.
enum NutritionPlan {
  enum Kind { case water, vegetables, weight, eating }

  static func kind(words: [String], target: GoalTarget?) -> Kind {
    let unit = target?.quantity.unit
    if unit == "kg" || unit == "lb"
      || words.contains(where: { ["weight", "lose", "slim", "fat"].contains($0) })
    {
      return .weight
    }
    if ["litres", "glasses", "bottles"].contains(unit ?? "")
      || words.contains(where: { ["water", "hydrated", "hydrate", "hydration"].contains($0) })
    {
      return .water
    }
    if unit == "portions"
      || words.contains(where: { ["vegetables", "veg", "veggies", "fruit", "greens"].contains($0) })
    {
      return .vegetables
    }
    return .eating
  }

  static let changes = [
    ("Vegetables with dinner", "Add a portion of vegetables to your evening meal"),
    ("Protein at breakfast", "Have eggs, yoghurt, beans or another protein at breakfast"),
    ("Walk after a meal", "Take a 15-minute walk after one meal"),
    ("Water for sugary drinks", "Swap sugary drinks for water or unsweetened tea"),
    ("Vegetables at lunch too", "Add vegetables to lunch as well as dinner"),
    ("Cook one meal at home", "Cook one meal at home from simple ingredients"),
  ]

  static func plan(_ context: PlanContext) -> PlannedWeeks {
    switch kind(words: context.words, target: context.target) {
    case .water:
      return counted(
        context, unit: "glasses", start: context.baseline, target: waterGlasses(context))
    case .vegetables:
      let stated = context.target?.quantity
      return counted(
        context, unit: "meals with vegetables", start: context.baseline,
        target: stated?.unit == "portions" ? min(3, stated!.amount) : 3)
    case .weight, .eating: return behaviours(context)
    }
  }

  static func waterGlasses(_ context: PlanContext) -> Double {
    guard let quantity = context.target?.quantity else { return 8 }
    switch quantity.unit {
    case "litres": return (quantity.amount * 4).rounded(.up)
    case "glasses", "cups": return quantity.amount
    case "bottles": return (quantity.amount * 2).rounded(.up)
    default: return 8
    }
  }

  static func counted(
    _ context: PlanContext, unit: String, start: Double, target: Double
  ) -> PlannedWeeks {
    let first = min(target, max(1, start + 1))
    let amounts = Stepper(start: first, end: target, grain: 1, limit: { $0 + 1 })
      .amounts(weeks: context.weeks, steps: context.stepWeeks)
    let water = unit == "glasses"
    let weeks = amounts.map { amount in
      let text = AmountText.format(amount)
      return WeekDose(
        dose: Dose(amount, unit, daysPerWeek: 5),
        name: water
          ? "\(text) glasses of water" : "Vegetables at \(text) meal\(amount == 1 ? "" : "s")",
        action: water
          ? "Drink \(text) glasses of water through the day: one when you wake, one with each meal"
          : "Have a portion of vegetables at \(text) meal\(amount == 1 ? "" : "s") today",
        builds: "one concrete change at a time, which lasts longer than a diet",
        measure: .numeric(target: amount, unit: water ? "glasses" : "meals", kind: .atLeast),
        criterion: 5)
    }
    let finish = amounts.last ?? first
    return PlannedWeeks(
      weeks: weeks, finish: Quantity(finish, unit), reachesTarget: finish >= target,
      advice: finish >= target
        ? nil
        : "\(context.weeks) weeks gets you to \(AmountText.format(finish)) \(unit); keep going with a second goal?",
      safety: nil, target: context.target == nil ? nil : Quantity(target, unit), baselineUnit: unit)
  }

  static func behaviours(_ context: PlanContext) -> PlannedWeeks {
    var count = 1.0
    var amounts: [Double] = [1]
    let gap = context.variant == .gentler || context.gentle ? 3 : 2
    for week in 1..<context.weeks {
      if context.stepWeeks.contains(week) && week % gap == 0 && Int(count) < changes.count {
        count += 1
      }
      amounts.append(count)
    }
    let weeks = amounts.map { amount in
      let newest = changes[Int(amount) - 1]
      let kept = amount > 1 ? " (and keep the \(Int(amount) - 1) before)" : ""
      return WeekDose(
        dose: Dose(amount, "changes", daysPerWeek: 5), name: newest.0,
        action: StageVariants.cut(newest.1 + kept, to: Limits.descriptionLength),
        builds: "one concrete change at a time, never a calorie count or a crash target",
        measure: .boolean, criterion: 5)
    }
    var advice: String?
    var safety: String?
    var reaches = true
    if let target = context.target?.quantity, target.unit == "kg" || target.unit == "lb" {
      let safeWeekly = target.unit == "kg" ? 0.5 : 1
      let needs = Int((target.amount / safeWeekly).rounded(.up))
      if needs > context.weeks {
        reaches = false
        advice =
          "A steady, safe pace is about \(AmountText.format(safeWeekly)) \(target.unit) a week, "
          + "so \(target.text) takes about \(needs) weeks; these \(context.weeks) weeks build "
          + "the habits that get you there — keep going with a second goal?"
      }
      if target.unit == "kg" && target.amount > 10 || target.unit == "lb" && target.amount > 20 {
        safety =
          "For a change this large, a talk with your doctor or a dietitian helps set a safe pace."
      }
    }
    return PlannedWeeks(
      weeks: weeks, finish: Quantity(amounts.last ?? 1, "changes"), reachesTarget: reaches,
      advice: advice, safety: safety, target: nil, baselineUnit: "meals with vegetables")
  }
}
