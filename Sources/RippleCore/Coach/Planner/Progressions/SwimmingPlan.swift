/// Swimming, 3 sessions a week (2 when starting gently): sets of lengths with a rest at the wall
/// whose distance rises each week, then, when the goal says "without stopping", one long swim.
/// A 25-metre pool is assumed for lengths.
///
/// Sources: Swim England's adult beginner and "Swimfit" sessions and US Masters Swimming's
/// beginner workouts (short repeats with rest, 2–3 sessions a week, the distance raised a step
/// at a time); WHO 2020 guidelines (swimming counts as moderate-to-vigorous activity).
enum SwimmingPlan {
  struct Set {
    var repeats: Int
    var metres: Double
    var total: Double { metres * Double(repeats) }
  }

  static let sets = [
    Set(repeats: 4, metres: 25), Set(repeats: 8, metres: 25), Set(repeats: 6, metres: 50),
    Set(repeats: 4, metres: 100), Set(repeats: 5, metres: 100), Set(repeats: 3, metres: 200),
    Set(repeats: 4, metres: 200), Set(repeats: 2, metres: 500), Set(repeats: 3, metres: 400),
    Set(repeats: 3, metres: 500), Set(repeats: 4, metres: 500), Set(repeats: 3, metres: 800),
  ]

  static func targetMetres(_ context: PlanContext) -> (metres: Double, stated: Quantity?) {
    guard let quantity = context.target?.quantity else { return (1000, nil) }
    switch quantity.unit {
    case "km": return (quantity.amount * 1000, quantity)
    case "miles": return ((quantity.amount * 1609 / 100).rounded() * 100, quantity)
    case "lengths": return (quantity.amount * 25, quantity)
    case "minutes": return (max(100, (quantity.amount * 35 / 100).rounded() * 100), quantity)
    case "hours": return ((quantity.amount * 60 * 35 / 100).rounded() * 100, quantity)
    default: return (1000, nil)
    }
  }

  static func plan(_ context: PlanContext) -> Ladder {
    let (target, stated) = targetMetres(context)
    let nonstop = context.mentions(["without", "nonstop", "continuous", "straight"])
    let days = context.gentle || context.baseline < 25 ? 2 : 3
    let first = sets.firstIndex { $0.total >= max(100, context.baseline * 2) } ?? 0
    var doses: [WeekDose] = []
    for set in sets[first...] {
      doses.append(swim(set, days: days))
      if set.total >= target { break }
    }
    if nonstop {
      // One swim without stopping, then a few easy lengths: its own week after the sets.
      let total = target + 200
      doses.append(
        WeekDose(
          dose: Dose(total, "metres", daysPerWeek: days),
          name: "Swim \(Counted.number(total)) m, \(Counted.number(target)) m nonstop",
          action: "Swim \(Counted.number(target)) m without stopping at an easy pace, then 4 × "
            + "50 m easy: \(Counted.number(total)) m in the session",
          builds: "one long, steady swim at a pace you can hold",
          measure: .numeric(target: total, unit: "metres", kind: .atLeast), criterion: days))
    }
    let targetText =
      "\(Counted.number(target)) m" + (nonstop ? " without stopping" : " in a session")
      + (stated?.unit == "minutes" ? " (about \(Counted.quantity(stated!.amount, "minutes")))" : "")
    return Ladder(
      doses: doses, target: stated.map { _ in Quantity(target, "metres") }, targetText: targetText,
      meets: { week in
        nonstop ? week.name.hasSuffix("nonstop") : week.dose.amount >= target
      },
      describe: { "sessions of \(Counted.number($0.dose.amount)) m" },
      safety: context.health || context.medicalWhy
        ? [
          "You mentioned your health: check with your doctor before you start, and swim where a lifeguard is on duty."
        ]
        : [],
      baselineUnit: "metres", leftover: .spread,
      tips: [
        "Rest at the wall as long as you need between lengths; the rest is part of the set.",
        "Breathe out slowly under water, so breathing in is calm.",
        "Pick quiet pool times: a lane of your own makes it easier.",
        "Pack your bag the night before and leave it by the door.",
        "Smooth and easy beats fast: long strokes carry you further.",
      ])
  }

  static func swim(_ set: Set, days: Int) -> WeekDose {
    let total = Counted.number(set.total)
    return WeekDose(
      dose: Dose(set.total, "metres", daysPerWeek: days),
      name: "Swim \(total) m: \(set.repeats) × \(Counted.number(set.metres)) m",
      action: "Swim \(set.repeats) × \(Counted.number(set.metres)) m with a rest at the wall "
        + "between: \(total) m in the session",
      builds: "swimming fitness, the distance rising a set at a time",
      measure: .numeric(target: set.total, unit: "metres", kind: .atLeast), criterion: days)
  }
}
