/// Walking, counted in steps a day or in minutes of brisk walking. Steps rise from today's count
/// by at most 1,000 a day at a time, on every day of the week; minutes start from 10 (the NHS's
/// "Active 10") and rise 5 at a time toward 30 minutes on 5 days, the 150 minutes a week of
/// moderate activity the WHO recommends (or the minutes and days the goal names).
///
/// Sources: WHO guidelines on physical activity and sedentary behaviour (2020: 150–300 minutes
/// a week of moderate activity; any amount counts, no 10-minute minimum); NHS "Active 10"; Tudor-
/// Locke et al. 2011, Int J Behav Nutr Phys Act 8:79 (7,000–10,000 steps a day for healthy
/// adults); Paluch et al. 2022, Lancet Public Health 7:e219 (benefit levels off near 6,000–8,000
/// steps a day after 60, 8,000–10,000 before); raising a daily count by about 1,000 steps at a
/// time is common clinical practice (Tudor-Locke & Bassett 2004, Sports Med 34:1).
enum WalkingPlan {
  static func countsSteps(_ context: PlanContext) -> Bool {
    context.target?.quantity.unit == "steps" || context.has("steps") || context.has("step")
  }

  static func plan(_ context: PlanContext) -> Ladder {
    countsSteps(context) ? steps(context) : minutes(context)
  }

  static func steps(_ context: PlanContext) -> Ladder {
    let stated = context.target?.quantity.unit == "steps" ? context.target?.quantity : nil
    let target = stated?.amount ?? 8000
    let days = 7
    let start = min(target, max(2000, (context.baseline / 500).rounded() * 500))
    let step = max(500, (1000 * context.stepScale / 500).rounded(.down) * 500)
    let amounts = Stepper(
      start: start, end: target, grain: 500, limit: { $0 + step }
    ).ladder(count: context.count)
    let doses = amounts.map { amount -> WeekDose in
      let text = Counted.number(amount)
      return WeekDose(
        dose: Dose(amount, "steps", daysPerWeek: days), name: "Walk \(text) steps a day",
        action: "Walk at least \(text) steps every day: a brisk walk after a meal or part of "
          + "the way to work adds up fast",
        builds: "daily walking that adds up, about 1,000 steps at a time",
        measure: .numeric(target: amount, unit: "steps", kind: .atLeast), criterion: 5)
    }
    return Ladder(
      doses: doses, target: stated,
      targetText: stated.map { "\(Counted.number($0.amount)) steps a day" },
      meets: { $0.dose.amount >= target },
      describe: { "\(Counted.number($0.dose.amount)) steps a day" },
      safety: clinician(context), baselineUnit: "steps", leftover: .end, tips: tips)
  }

  static func minutes(_ context: PlanContext) -> Ladder {
    let stated = context.target?.quantity
    var target = 30.0
    var statedMinutes: Quantity?
    if let stated, stated.unit == "minutes" || stated.unit == "hours" {
      target = stated.unit == "hours" ? stated.amount * 60 : stated.amount
      statedMinutes = stated
    }
    let days = context.frequency ?? (context.target?.period == .day ? 7 : 5)
    let firstDays = min(days, max(3, days - 2))
    let start = min(target, max(10, (context.baseline / 5).rounded() * 5))
    let step = max(5, (5 * context.stepScale / 5).rounded() * 5)
    let amounts = Stepper(
      start: start, end: target, grain: 5, limit: { $0 + step }
    ).ladder(count: max(1, context.count - (days - firstDays)))
    let plan = DayRamp.combine(amounts, from: firstDays, to: days)
    let doses = plan.map { step -> WeekDose in
      let text = Counted.quantity(step.amount, "minutes")
      // Short on time: the same minutes in 10-minute walks count as much (WHO 2020).
      let split =
        step.amount >= 20
        ? (context.shortSessions
          ? ", in 10-minute walks through the day" : ", in one go or in 10-minute walks")
        : ""
      return WeekDose(
        dose: Dose(step.amount, "minutes walking", daysPerWeek: step.days),
        name: "Walk \(text) on \(Counted.text(step.days, "day"))",
        action: "Walk briskly for \(text)\(split), on \(Counted.text(step.days, "day")) this week",
        builds: "brisk walking, which counts toward the 150 minutes a week the WHO recommends",
        measure: .numeric(target: step.amount, unit: "minutes", kind: .atLeast),
        criterion: Criteria.practice(step.days))
    }
    return Ladder(
      doses: doses,
      target: statedMinutes.map { _ in Quantity(target, "minutes walking") }
        ?? context.frequency.map { Quantity(Double($0), "days a week") },
      targetText:
        "\(Counted.quantity(target, "minutes")) of walking on \(Counted.text(days, "day"))",
      meets: { (statedMinutes == nil || $0.dose.amount >= target) && $0.dose.daysPerWeek >= days },
      describe: {
        "\(Counted.quantity($0.dose.amount, "minutes")) of walking on \(Counted.text($0.dose.daysPerWeek, "day"))"
      },
      safety: clinician(context), baselineUnit: "minutes", leftover: .end, tips: tips)
  }

  static func clinician(_ context: PlanContext) -> [String] {
    guard context.health || context.medicalWhy else { return [] }
    return [
      "You mentioned your health: tell your doctor about this walking plan, and stop and rest "
        + "if you feel chest pain, faintness or unusual breathlessness."
    ]
  }

  static let tips = [
    "Brisk means you can talk but not sing.",
    "A walk after a meal is an easy slot to keep.",
    "Comfortable shoes make it easy to say yes.",
    "A friend or a podcast makes the minutes fly.",
    "Take the stairs or get off a stop early on busy days.",
  ]
}

/// Raises the days a week one at a time alongside an amount's steps: the days first, so the
/// habit is regular before it is long.
enum DayRamp {
  struct Step {
    var amount: Double
    var days: Int
  }

  /// `amounts` (each one a step) with the days rising from `from` to `to`, one day per step,
  /// the day steps first.
  static func combine(_ amounts: [Double], from: Int, to: Int) -> [Step] {
    guard let first = amounts.first else { return [] }
    var steps = [Step(amount: first, days: from)]
    var days = from
    while days < to {
      days += 1
      steps.append(Step(amount: first, days: days))
    }
    for amount in amounts.dropFirst() { steps.append(Step(amount: amount, days: to)) }
    return steps
  }
}
