/// Strength: 3 sets of a movement on 2–4 days a week with a rest day after each session;
/// reps per set rise from what the person can do now toward the stated number.
enum StrengthPlan {
  static let sets = 3

  static func noun(_ target: GoalTarget?) -> String {
    guard let unit = target?.quantity.unit,
      ["push-ups", "pull-ups", "squats", "sit-ups", "burpees", "lunges", "dips", "reps"].contains(
        unit)
    else { return "push-ups" }
    return unit
  }

  static func plan(_ context: PlanContext) -> PlannedWeeks {
    let noun = noun(context.target)
    let counted = context.target.map { $0.quantity.unit == noun } ?? false
    let targetReps = counted ? context.target!.quantity.amount : 12
    let days = context.gentle || context.health || context.baseline < 1 ? 2 : 3
    let start = context.baseline < 1 ? 3 : max(2, (context.baseline * 0.6).rounded(.down))
    let step = max(1, (2 * context.stepScale).rounded())
    let stepper = Stepper(
      start: min(start, targetReps), end: targetReps, grain: 1,
      limit: { previous in previous + (previous < 4 ? 1 : step) })
    let amounts = stepper.amounts(weeks: context.weeks, steps: context.stepWeeks)
    let easier = context.baseline < 1 ? " (against a wall or on your knees is fine)" : ""
    let weeks = amounts.map { reps in
      WeekDose(
        dose: Dose(reps, noun, daysPerWeek: days),
        name: "\(sets) × \(AmountText.format(reps)) \(noun)",
        action: "Do \(sets) sets of \(AmountText.format(reps)) \(noun)\(easier), resting a "
          + "minute between sets; rest a day after each session",
        builds: "strength with a rest day after each session, when muscles rebuild",
        measure: .numeric(target: reps * Double(sets), unit: noun, kind: .atLeast),
        criterion: days)
    }
    let finish = amounts.last ?? start
    var advice: String?
    var reaches = !counted || finish >= targetReps
    if counted && !reaches {
      let more = stepper.weeksToEnd(from: finish).map { "about \($0) more weeks" } ?? "more weeks"
      advice =
        "\(context.weeks) weeks gets you to sets of \(AmountText.format(finish)) \(noun); "
        + "\(AmountText.format(targetReps)) needs \(more) — keep going with a second goal?"
    }
    if let target = context.target?.quantity, !counted, target.unit == "kg" || target.unit == "lb" {
      reaches = false
      advice =
        "This plan builds the habit with body-weight sets; a lift of \(target.text) needs loads "
        + "set by a coach or trainer who sees how you move."
    }
    return PlannedWeeks(
      weeks: weeks, finish: Quantity(finish, noun), reachesTarget: reaches, advice: advice,
      safety: nil, target: counted ? Quantity(targetReps, noun) : nil, baselineUnit: noun)
  }
}
