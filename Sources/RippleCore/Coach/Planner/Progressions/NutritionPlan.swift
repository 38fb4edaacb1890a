/// Eating and drinking: one concrete change at a time, never a crash target. Water rises a glass
/// at a time toward about 8 a day; fruit and vegetables a portion at a time toward 5 a day;
/// weight and general eating goals add one habit at a time and say plainly that the plan counts
/// habits, not kilos or calories. Targets that would harm are refused kindly: under 1,200
/// calories a day, more than about 4 litres of water, weight lost faster than about 1 kg a week.
///
/// Sources: NHS Eatwell Guide (6–8 glasses of fluid a day; 5 A Day of fruit and vegetables);
/// EFSA 2010 dietary reference values for water (2.0 L a day for women, 2.5 L for men, most
/// from drinks); WHO healthy diet fact sheet (at least 400 g of fruit and vegetables a day);
/// NHS "Losing weight" and NICE CG189 (0.5–1 kg a week; very-low-calorie diets only with
/// medical supervision); NIH/NHLBI (eating plans under 1,200 calories a day for women, 1,500 for
/// men, need a professional's supervision).
enum NutritionPlan {
  enum Kind { case water, produce, weight, calories, eating }

  static func kind(words: [String], target: GoalTarget?) -> Kind {
    let unit = target?.quantity.unit
    if unit == "calories" || words.contains(where: { $0.hasPrefix("calorie") || $0 == "kcal" }) {
      return .calories
    }
    if unit == "kg" || unit == "lb"
      || words.contains(where: { ["weight", "lose", "slim", "fat", "kilos"].contains($0) })
    {
      return .weight
    }
    if ["litres", "glasses", "bottles"].contains(unit ?? "")
      || words.contains(where: { ["water", "hydrated", "hydrate", "hydration"].contains($0) })
    {
      return .water
    }
    if unit == "portions"
      || words.contains(where: {
        ["vegetables", "veg", "veggies", "fruit", "fruits", "greens", "salad"].contains($0)
      })
    {
      return .produce
    }
    return .eating
  }

  static func plan(_ context: PlanContext) -> Ladder {
    switch kind(words: context.words, target: context.target) {
    case .water: return water(context)
    case .produce: return produce(context)
    case .weight, .calories, .eating: return habits(context)
    }
  }

  static func water(_ context: PlanContext) -> Ladder {
    var glasses = 8.0
    var stated: Quantity?
    var refusal: String?
    if let quantity = context.target?.quantity {
      switch quantity.unit {
      case "litres": glasses = (quantity.amount * 4).rounded(.up)
      case "glasses", "cups": glasses = quantity.amount
      case "bottles": glasses = (quantity.amount * 2).rounded(.up)
      default: break
      }
      if ["litres", "glasses", "cups", "bottles"].contains(quantity.unit) { stated = quantity }
    }
    if glasses > 16 {
      refusal =
        "Drinking more than about 4 litres of water a day can upset the body's salt balance, so "
        + "this plan will not aim for \(Counted.quantity(stated!.amount, stated!.unit)); it "
        + "builds to 8 glasses (about 2 litres), what most adults need, more on hot or active days."
      glasses = 8
    }
    let start = min(glasses, max(1, context.baseline + 1))
    let amounts = Stepper(
      start: start, end: glasses, grain: 1, limit: { $0 + (context.variant == .bolder ? 2 : 1) }
    ).ladder(count: context.count)
    let doses = amounts.map { amount -> WeekDose in
      let text = Counted.quantity(amount, "glasses")
      return WeekDose(
        dose: Dose(amount, "glasses", daysPerWeek: 7), name: "\(text) of water a day",
        action: "Drink \(text) of water through the day: one when you wake, one with each meal, "
          + "the rest from a bottle you keep in sight",
        builds: "drinking enough without thinking about it, a glass at a time",
        measure: .numeric(target: amount, unit: "glasses", kind: .atLeast), criterion: 5)
    }
    return Ladder(
      doses: doses, target: stated.map { _ in Quantity(glasses, "glasses") },
      targetText: "\(Counted.quantity(glasses, "glasses")) a day",
      meets: { refusal == nil && $0.dose.amount >= glasses },
      describe: { "\(Counted.quantity($0.dose.amount, "glasses")) of water a day" },
      safety: clinician(context), refusal: refusal,
      reading: stated?.unit == "litres"
        ? "\(Counted.quantity(stated!.amount, "litres")) is about \(Counted.quantity(glasses, "glasses")) of 250 ml."
        : nil,
      baselineUnit: "glasses", leftover: .end,
      tips: [
        "Keep a filled water bottle where you can see it.",
        "Drink a glass when you wake, before coffee or tea.",
        "Pair a glass with each meal.",
        "Sparkling water or a slice of lemon counts too.",
      ])
  }

  static func produce(_ context: PlanContext) -> Ladder {
    let stated = context.target?.quantity
    let meals =
      context.has("meal") || context.has("meals") || context.mentions(["dinner", "lunch"])
    let unit = meals && stated?.unit != "portions" ? "meals with vegetables" : "portions"
    let target =
      unit == "portions" ? min(10, stated?.unit == "portions" ? stated!.amount : 5) : 3
    let start = min(target, max(1, context.baseline + 1))
    let amounts = Stepper(start: start, end: target, grain: 1, limit: { $0 + 1 })
      .ladder(count: context.count)
    let doses = amounts.map { amount -> WeekDose in
      let portions = Counted.quantity(amount, "portions")
      let withMeals = amount == 1 ? "1 meal" : "\(AmountText.format(amount)) meals"
      return WeekDose(
        dose: Dose(amount, unit, daysPerWeek: 7),
        name: unit == "portions" ? "\(portions) of fruit and veg" : "Vegetables at \(withMeals)",
        action: unit == "portions"
          ? "Eat \(portions) of fruit and vegetables today (a portion is a handful, about 80 g)"
          : "Have a portion of vegetables at \(withMeals) today",
        builds: "one concrete change at a time, which lasts longer than a diet",
        measure: .numeric(
          target: amount, unit: unit == "portions" ? "portions" : "meals", kind: .atLeast),
        criterion: 5)
    }
    return Ladder(
      doses: doses, target: stated.map { _ in Quantity(target, unit) },
      targetText: unit == "portions"
        ? "\(Counted.quantity(target, "portions")) a day" : "vegetables at every meal",
      meets: { $0.dose.amount >= target },
      describe: {
        unit == "portions"
          ? "\(Counted.quantity($0.dose.amount, "portions")) a day"
          : "vegetables at \(AmountText.format($0.dose.amount)) meals a day"
      },
      safety: clinician(context), baselineUnit: unit, leftover: .end,
      tips: [
        "Wash and cut vegetables ahead, so they are the easy choice.",
        "Frozen and tinned vegetables count, and keep for weeks.",
        "Add a handful to what you already cook: soup, pasta, eggs.",
        "Keep fruit where you can see it.",
      ])
  }

  static let changes = [
    ("Vegetables with dinner", "Add a portion of vegetables to your evening meal"),
    ("Protein at breakfast", "Have eggs, yoghurt, beans or another protein at breakfast"),
    ("Walk after a meal", "Take a 15-minute walk after one meal"),
    ("Water for sugary drinks", "Swap sugary drinks for water or unsweetened tea"),
    ("Vegetables at lunch too", "Add vegetables to lunch as well as dinner"),
    ("Cook one meal at home", "Cook one meal at home from simple ingredients"),
    ("Eat slowly, without a screen", "Eat one meal a day at the table, slowly, without a screen"),
  ]

  static func habits(_ context: PlanContext) -> Ladder {
    let kind = kind(words: context.words, target: context.target)
    var order = changes
    if context.mentions(["protein"]) || context.mentions(["breakfast"]) {
      order.swapAt(0, 1)
    }
    let count = min(order.count, max(2, context.count / (context.gentle ? 3 : 2) + 1))
    let doses = (1...count).map { amount -> WeekDose in
      let newest = order[amount - 1]
      let kept =
        amount > 1
        ? "; with the \(Counted.text(amount - 1, "change")) before it, that makes \(amount)" : ""
      return WeekDose(
        dose: Dose(Double(amount), "changes", daysPerWeek: 5),
        name: amount == 1 ? newest.0 : "\(newest.0) (\(amount) changes)",
        action: StageVariants.cut(newest.1 + kept, to: Limits.descriptionLength),
        builds: "one concrete change at a time, never a calorie count or a crash target",
        measure: .boolean, criterion: 5)
    }
    var safety = clinician(context)
    var refusal: String?
    var shortfall: String?
    let target = context.target?.quantity
    if kind == .calories {
      if let target, target.unit == "calories", target.amount < 1200 {
        refusal =
          "Eating \(Counted.number(target.amount)) calories a day is below what a body needs to "
          + "stay well without a doctor's care (about 1,200 for women and 1,500 for men), so "
          + "this plan will not set it. It builds eating habits that lower weight steadily; a "
          + "doctor or dietitian can help if you want a calorie target."
      } else {
        shortfall =
          "This plan builds eating habits rather than counting calories; a dietitian can help "
          + "set a calorie target that fits you."
      }
      safety.append("A doctor or registered dietitian can help you set a safe pace.")
    }
    if let target, target.unit == "kg" || target.unit == "lb" {
      let kilos = target.unit == "kg" ? target.amount : target.amount * 0.4536
      let safeWeeks = Int((kilos / 0.75).rounded(.up))
      let pace = kilos / Double(max(1, context.weeks))
      if pace > 1 {
        refusal =
          "Losing \(Counted.quantity(target.amount, target.unit)) in \(Counted.text(context.weeks, "week")) "
          + "would mean more than 1 kg a week, faster than is safe, so this plan does not aim for "
          + "it. At 0.5 to 1 kg a week it takes about \(Counted.text(safeWeeks, "week")); these "
          + "weeks build the habits that get you there."
      } else {
        shortfall =
          "This plan counts habits, not kilos: at a safe 0.5 to 1 kg a week, "
          + "\(Counted.quantity(target.amount, target.unit)) takes about "
          + "\(Int(kilos.rounded(.up))) to \(Counted.text(Int((kilos / 0.5).rounded(.up)), "week")) "
          + "of keeping them."
      }
      if kilos > 10 {
        safety.append(
          "For a change this large, a talk with your doctor or a dietitian helps set a safe pace.")
      }
    }
    return Ladder(
      doses: doses,
      target: target.flatMap { ["kg", "lb", "calories"].contains($0.unit) ? $0 : nil },
      targetText: nil, meets: { _ in refusal == nil && shortfall == nil },
      describe: { Counted.text(Int($0.dose.amount), "concrete change") },
      safety: safety, refusal: refusal, shortfall: shortfall, baselineUnit: "meals with vegetables",
      leftover: .spread,
      tips: [
        "Add something good before taking anything away.",
        "A simple shopping list makes the week easier.",
        "Keep easy, healthy snacks in sight and treats out of sight.",
        "Plan two or three dinners for the week on one day.",
      ])
  }

  static func clinician(_ context: PlanContext) -> [String] {
    guard context.health || context.medicalWhy else { return [] }
    return [
      "You mentioned your health: check with your doctor or a dietitian that these changes suit you."
    ]
  }
}

/// Cooking at home: home-cooked dinners rise a day at a time toward the days the goal names (5 by
/// default), planned on one day of the week.
///
/// Sources: Wolfson & Bleich 2015, Public Health Nutr 18:1397 (cooking dinner at home more often
/// goes with a healthier diet); Mills et al. 2017, Int J Behav Nutr Phys Act 14:109 (home cooking
/// frequency and diet quality); NHS Eatwell Guide.
enum CookingPlan {
  static func plan(_ context: PlanContext) -> Ladder {
    let target = min(7, max(2, context.frequency ?? 5))
    let start = min(target, max(1, Int(context.baseline) + 1))
    let doses = (start...target).map { days -> WeekDose in
      WeekDose(
        dose: Dose(Double(days), "home-cooked dinners", daysPerWeek: days),
        name: "Cook at home on \(Counted.text(days, "day"))",
        action: "Cook dinner at home from simple ingredients on \(Counted.text(days, "day")) "
          + "this week; plan the meals and shop for them once",
        builds: "cooking as the ordinary way to eat, a day at a time",
        measure: .boolean, criterion: days)
    }
    return Ladder(
      doses: doses, target: context.frequency.map { Quantity(Double($0), "home-cooked dinners") },
      targetText: "cooking at home on \(Counted.text(target, "day")) a week",
      meets: { $0.dose.daysPerWeek >= target },
      describe: { "cooking at home on \(Counted.text($0.dose.daysPerWeek, "day")) a week" },
      baselineUnit: "dinners a week", leftover: .end,
      tips: [
        "Pick two or three simple recipes and repeat them; variety can come later.",
        "Cook double and keep a portion for a busy evening.",
        "Write the week's dinners on one list before you shop.",
        "Keep a few staples in: eggs, tins of beans and tomatoes, pasta, frozen vegetables.",
      ])
  }
}
