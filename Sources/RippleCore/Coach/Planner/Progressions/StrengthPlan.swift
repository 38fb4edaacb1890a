/// Body-weight strength: 3 sets of a movement (or 3 rounds of a small circuit) on 2–3 days a
/// week with a rest day after each session; reps per set rise from what the person can do now
/// toward the stated number, a plank's hold by 10 seconds at a time.
///
/// Sources: ACSM position stand "Progression models in resistance training for healthy adults"
/// (2009: novices 1–3 sets of 8–12 repetitions, 2–3 days a week); WHO 2020 guidelines (muscle-
/// strengthening activity on 2 or more days a week); NSCA (about 48 hours between sessions for
/// the same muscles).
enum StrengthPlan {
  static let sets = 3
  static let movements = [
    "push-ups", "pull-ups", "squats", "sit-ups", "burpees", "lunges", "dips", "reps",
  ]

  static func noun(_ target: GoalTarget?) -> String? {
    guard let unit = target?.quantity.unit, movements.contains(unit) else { return nil }
    return unit == "reps" ? nil : unit
  }

  static func isPlank(_ context: PlanContext) -> Bool {
    context.mentions(["plank"]) && noun(context.target) == nil
  }

  static func plan(_ context: PlanContext) -> Ladder {
    if isPlank(context) { return plank(context) }
    let noun = noun(context.target)
    let counted = noun != nil
    let name = noun ?? "reps of each move"
    let targetReps = counted ? context.target!.quantity.amount : 12
    let days = context.gentle || context.baseline < 1 ? 2 : 3
    let start = context.baseline < 1 ? 3 : max(2, (context.baseline * 0.6).rounded(.down))
    let step = max(1, (2 * context.stepScale).rounded())
    let amounts = Stepper(
      start: min(start, targetReps), end: targetReps, grain: 1,
      limit: { previous in previous + (previous < 4 ? 1 : step) }
    ).ladder(count: context.count)
    let easier =
      context.baseline < 1 && noun == "push-ups" ? " (against a wall or on your knees is fine)" : ""
    let doses = amounts.map { reps -> WeekDose in
      let count = AmountText.format(reps)
      guard let noun else {
        return WeekDose(
          dose: Dose(reps, "reps of each move", daysPerWeek: days),
          name: "3 rounds of \(count): squats, push-ups, lunges",
          action: "Do 3 rounds of \(count) squats, \(count) push-ups (knees are fine) and "
            + "\(count) lunges each leg, resting a minute between rounds; rest a day after",
          builds: "whole-body strength with a rest day after each session, when muscles rebuild",
          measure: .numeric(target: reps * 3, unit: "reps", kind: .atLeast), criterion: days,
          words: "3 rounds of \(count) squats, push-ups and lunges")
      }
      return WeekDose(
        dose: Dose(reps, noun, daysPerWeek: days),
        name: "\(sets) sets of \(Counted.quantity(reps, noun))",
        action: "Do \(sets) sets of \(Counted.quantity(reps, noun))\(easier), resting a minute "
          + "between sets; rest a day after each session",
        builds: "strength with a rest day after each session, when muscles rebuild",
        measure: .numeric(target: reps * Double(sets), unit: noun, kind: .atLeast),
        criterion: days, words: "\(sets) sets of \(Counted.quantity(reps, noun))")
    }
    return Ladder(
      doses: doses, target: counted ? Quantity(targetReps, name) : nil,
      targetText: counted ? "sets of \(Counted.quantity(targetReps, name))" : nil,
      meets: { $0.dose.amount >= targetReps },
      describe: { "sets of \(Counted.quantity($0.dose.amount, $0.dose.unit))" },
      safety: GymPlan.clinician(context), baselineUnit: noun ?? "push-ups", leftover: .spread,
      tips: tips)
  }

  static func plank(_ context: PlanContext) -> Ladder {
    let stated = context.target?.quantity
    var target = 60.0
    if let stated, stated.unit == "minutes" { target = stated.amount * 60 }
    if let stated, stated.unit == "seconds" { target = stated.amount }
    let days = context.gentle ? 2 : 3
    let start = min(target, 20)
    let amounts = Stepper(start: start, end: target, grain: 5, limit: { $0 + 10 })
      .ladder(count: context.count)
    let doses = amounts.map { seconds -> WeekDose in
      WeekDose(
        dose: Dose(seconds, "seconds", daysPerWeek: days),
        name: "Plank 3 × \(AmountText.format(seconds)) seconds",
        action: "Hold a plank for \(AmountText.format(seconds)) seconds, 3 times with a minute's "
          + "rest; on your knees is fine while it builds",
        builds: "core strength, ten seconds of hold at a time",
        measure: .numeric(target: seconds, unit: "seconds", kind: .atLeast), criterion: days,
        words: "3 planks of \(Counted.quantity(seconds, "seconds"))")
    }
    return Ladder(
      doses: doses, target: stated == nil ? nil : Quantity(target, "seconds"),
      targetText: "a plank of \(Counted.quantity(target, "seconds"))",
      meets: { $0.dose.amount >= target },
      describe: { "a plank of \(Counted.quantity($0.dose.amount, "seconds"))" },
      safety: GymPlan.clinician(context), baselineUnit: "seconds", leftover: .spread, tips: tips)
  }

  static let tips = [
    "Good form first, more reps later.",
    "Keep a mat where you can see it, as a gentle cue.",
    "Breathe out as you push or lift.",
    "A little soreness is normal; sharp pain is a signal to stop and rest.",
  ]
}

/// Training with weights at a gym: a full-body session of six moves on 2–3 days a week with a
/// rest day between. Sets rise from 1 to 3 and sessions to the days the goal names; then double
/// progression: reps per set rise from 8 to 12, and when 12 come easily the weight goes up a
/// little and the reps go back to 8 — a named lighter week in reps, a heavier one in weight.
///
/// Sources: ACSM position stand (2009: novices 8–12 repetitions, 1–3 sets, 2–3 days a week,
/// loads raised 2–10% when the top of the range is reached); WHO 2020 guidelines; NSCA
/// "Essentials of Strength Training and Conditioning" (double progression, 48 hours between
/// sessions for the same muscles).
enum GymPlan {
  static let unit = "reps of each move"
  static let moves = "squat, bench press, row, Romanian deadlift, overhead press and plank"

  static func plan(_ context: PlanContext) -> Ladder {
    let targetDays = min(4, max(2, context.frequency ?? (context.gentle ? 2 : 3)))
    var steps: [(sets: Int, reps: Int, days: Int, heavier: Bool)] = [(1, 10, 2, false)]
    if context.baseline >= 1 { steps = [(2, 10, 2, false)] }
    var current = steps[0]
    func add(_ next: (sets: Int, reps: Int, days: Int, heavier: Bool)) {
      steps.append(next)
      current = next
    }
    while current.sets < 2 { add((current.sets + 1, 10, current.days, false)) }
    while current.days < targetDays { add((current.sets, current.reps, current.days + 1, false)) }
    if current.sets < 3 { add((3, 8, current.days, false)) }
    // Double progression: 8 → 10 → 12 reps, then a heavier weight back at 8.
    let wanted = max(context.count, steps.count + 2)
    while steps.count < wanted {
      if current.reps >= 12 {
        add((3, 8, current.days, true))
      } else {
        add((3, current.reps + 2, current.days, false))
      }
    }
    let doses = steps.map { step -> WeekDose in
      let reps = Double(step.sets * step.reps)
      let sets = Counted.text(step.sets, "set")
      let sessions = Counted.text(step.days, "session")
      let name =
        step.heavier
        ? "Heavier weight: \(sets) of \(step.reps), \(sessions)"
        : "Gym: \(sets) of \(step.reps), \(sessions)"
      let load =
        step.heavier
        ? "2–5% heavier than before"
        : (step.reps >= 12
          ? "at a weight that makes the 12th rep hard"
          : "at a weight you could lift 2 more times")
      return WeekDose(
        dose: Dose(reps, unit, daysPerWeek: step.days), name: name,
        action: "On \(Counted.text(step.days, "day")) with a rest day between: \(sets) of "
          + "\(step.reps) reps of \(moves), \(load)",
        builds: step.heavier
          ? "strength: a heavier weight starts again at fewer reps"
          : "strength with a rest day between sessions, when muscles rebuild",
        measure: .boolean, criterion: step.days, isStepBack: step.heavier,
        words: "\(sets) of \(step.reps)")
    }
    var shortfall: String?
    let lift = context.target?.quantity
    if let lift, lift.unit == "kg" || lift.unit == "lb" {
      shortfall =
        "A lift of \(Counted.quantity(lift.amount, lift.unit)) depends on where you start and on "
        + "your form, so this plan builds the routine and adds weight each time you reach 12 "
        + "reps; a coach or trainer at your gym can set the loads toward it."
    }
    let lifts = shortfall == nil
    return Ladder(
      doses: doses,
      target: context.frequency.map { Quantity(Double($0), "sessions a week") },
      targetText: "\(Counted.text(targetDays, "session")) a week",
      meets: { lifts && $0.dose.daysPerWeek >= targetDays && $0.dose.amount >= 24 },
      describe: { "\(Counted.text($0.dose.daysPerWeek, "session")) a week" },
      safety: clinician(context), shortfall: shortfall, baselineUnit: "sessions a week",
      leftover: .spread,
      tips: [
        "Ask a gym instructor to check your form on each move in week 1.",
        "Warm up with 5 minutes of easy cardio and a light set of the first move.",
        "Write down each move's weight and reps, so you know when to go heavier.",
        "Leave a day between sessions: muscles rebuild on the days off.",
        "A little soreness is normal; sharp pain is a signal to stop and rest.",
      ])
  }

  static func clinician(_ context: PlanContext) -> [String] {
    guard context.health || context.medicalWhy else { return [] }
    return [
      "You mentioned your health: check with your doctor or a physiotherapist before you "
        + "start, and stop any move that hurts."
    ]
  }
}
