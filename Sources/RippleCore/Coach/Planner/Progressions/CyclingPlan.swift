/// Cycling: rides of rising length on 3 days a week (a distance read at an easy 15 km/h), with
/// one longer ride a week once rides pass an hour; or, for riding to work, more rides to work
/// each week.
///
/// Sources: WHO 2020 guidelines (150–300 minutes a week of moderate activity, cycling
/// included); British Cycling's beginner advice (build ride time gradually, one longer ride a
/// week); ACSM's guidance on raising endurance volume by small steps.
enum CyclingPlan {
  static let days = 3
  static let kmPerHour = 15.0

  static func commutes(_ context: PlanContext) -> Bool {
    context.mentions(["work", "commut", "office", "school", "college"])
  }

  static func plan(_ context: PlanContext) -> Ladder {
    commutes(context) ? commute(context) : rides(context)
  }

  static func rides(_ context: PlanContext) -> Ladder {
    var target = 45.0
    var stated: Quantity?
    var targetText: String?
    if let quantity = context.target?.quantity {
      switch quantity.unit {
      case "km", "miles":
        let km = quantity.unit == "km" ? quantity.amount : quantity.amount * 1.609
        target = max(15, (km / kmPerHour * 60 / 5).rounded(.up) * 5)
        targetText =
          "\(Counted.quantity(quantity.amount, quantity.unit)) (about \(Counted.quantity(target, "minutes")) at an easy pace)"
        stated = quantity
      case "minutes", "hours":
        target = quantity.unit == "hours" ? quantity.amount * 60 : quantity.amount
        stated = quantity
      default: break
      }
    }
    let start = min(target, max(15, (context.baseline / 5).rounded() * 5))
    let step = max(5, (10 * context.stepScale / 5).rounded() * 5)
    let amounts = Stepper(
      start: start, end: target, grain: 5,
      limit: { previous in previous + (previous >= 60 ? max(step, 15) : step) }
    ).ladder(count: context.count)
    let doses = amounts.map { minutes -> WeekDose in
      let text = Counted.quantity(minutes, "minutes")
      if minutes > 60 {
        return WeekDose(
          dose: Dose(minutes, "minutes cycling", daysPerWeek: days),
          name: "Long ride \(AmountText.format(minutes)) min, 2 easy rides",
          action: "Ride 3 times: 2 easy 45-minute rides and one long, steady ride of \(text)",
          builds: "endurance from one long, steady ride a week",
          measure: .numeric(target: 45, unit: "minutes", kind: .atLeast), criterion: days,
          words: "a long ride of \(text) with 2 easy rides")
      }
      return WeekDose(
        dose: Dose(minutes, "minutes cycling", daysPerWeek: days), name: "Ride \(text)",
        action: "Ride for \(text) at a steady pace you could talk at, 3 times this week",
        builds: "cycling fitness, a few minutes longer each step",
        measure: .numeric(target: minutes, unit: "minutes", kind: .atLeast), criterion: days,
        words: "rides of \(text)")
    }
    return Ladder(
      doses: doses, target: stated.map { _ in Quantity(target, "minutes cycling") },
      targetText: targetText ?? "rides of \(Counted.quantity(target, "minutes"))",
      meets: { $0.dose.amount >= target },
      describe: { "rides of \(Counted.quantity($0.dose.amount, "minutes"))" },
      safety: safety(context), baselineUnit: "minutes", leftover: .spread, tips: tips)
  }

  static func commute(_ context: PlanContext) -> Ladder {
    let target = min(5, context.frequency ?? 3)
    let start = min(target, max(1, Int(context.baseline) + 1))
    let doses = (start...max(start, target)).map { days -> WeekDose in
      WeekDose(
        dose: Dose(Double(days), "rides to work", daysPerWeek: days),
        name: "Ride to work on \(Counted.text(days, "day"))",
        action: "Cycle to work (or part of the way) on \(Counted.text(days, "day")) this week; "
          + "check your bike and route the evening before",
        builds: "riding to work as the ordinary way there",
        measure: .boolean, criterion: days)
    }
    return Ladder(
      doses: doses, target: context.frequency.map { Quantity(Double($0), "rides to work") },
      targetText: "riding to work on \(Counted.text(target, "day"))",
      meets: { $0.dose.daysPerWeek >= target },
      describe: { "riding to work on \(Counted.text($0.dose.daysPerWeek, "day"))" },
      safety: safety(context), baselineUnit: "rides a week", leftover: .end,
      tips: [
        "Ride the route once at the weekend, so the first commute holds no surprises.",
        "Keep lights, a lock and a spare tube in your bag.",
        "Leave ten minutes early: no rush, no stress.",
      ] + tips.prefix(2))
  }

  static func safety(_ context: PlanContext) -> [String] {
    guard context.health || context.medicalWhy else { return [] }
    return ["You mentioned your health: check with your doctor before you start riding."]
  }

  static let tips = [
    "A helmet and lights make every ride easier to say yes to.",
    "Check your tyres once a week; soft tyres make riding hard work.",
    "An easy gear and a steady pace beat pushing hard.",
    "Plan a route with quiet roads or paths.",
  ]
}
