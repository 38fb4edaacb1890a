/// Cutting down smoking, alcohol, sugar or screen time: a daily limit that tapers from today's
/// amount to the target by the quit day, two weeks before the end, then holds there. A limit
/// of none is kept on 7 of 7 days; a limit above none on 5 of 7 while it tapers.
enum CuttingDownPlan {
  static func plan(_ context: PlanContext) -> PlannedWeeks {
    let screen = context.domain == .screenTime
    let unit =
      screen ? "minutes of screen time" : (CuttingUnits.unit(of: context.domain) ?? "times")
    let noun = context.target?.quantity.unit == "vapes" ? "vapes" : unit
    var start =
      context.target?.from.map { screen && context.target?.quantity.unit == "hours" ? $0 * 60 : $0 }
      ?? context.baseline
    var target: Double
    if let quantity = context.target?.quantity {
      switch quantity.unit {
      case "hours": target = quantity.amount * 60
      case "minutes": target = quantity.amount
      default: target = quantity.amount
      }
      if quantity.unit == "drinks" && context.target?.period == .week {
        target = (quantity.amount / 7).rounded(.up)
      }
    } else {
      target = screen ? max(60, start - 120) : (start / 2).rounded(.down)
    }
    start = max(start, target)
    let grain = screen ? 15.0 : 1
    let quitWeek = max(1, context.weeks - 2)
    let steps = Array(1...quitWeek).filter { $0 == quitWeek || !context.layout.isConsolidation($0) }
    let stepper = Stepper(
      start: start, end: target, grain: grain, limit: { _ in target })
    let amounts = stepper.amounts(weeks: context.weeks, steps: steps)
    let weeks = amounts.map { amount in
      let text = screen ? hours(amount) : "\(AmountText.format(amount)) \(noun)"
      let none = amount == 0
      return WeekDose(
        dose: Dose(amount, noun, daysPerWeek: 7),
        name: none
          ? freeDay(noun)
          : StageVariants.cut("At most \(text) a day"),
        action: none
          ? "None today: when a craving comes, wait ten minutes, drink water and move"
          : (screen
            ? "Keep leisure screen time to at most \(text) a day; set a timer and put the phone "
              + "in another room after"
            : "Keep to at most \(text) a day; count them as you go and skip the first one of "
              + "the day you can"),
        builds: none
          ? "days without it, which get easier as cravings fade over the weeks"
          : "a lower daily amount your body and routine adjust to before the next cut",
        measure: .numeric(target: amount, unit: screen ? "minutes" : noun, kind: .atMost),
        criterion: none ? 7 : 5)
    }
    var safety: String?
    if context.domain == .smoking && target == 0 {
      safety =
        "Quit-support services (a national quit line, your doctor or pharmacist) offer free "
        + "help and nicotine replacement, which make quitting more likely."
    } else if context.domain == .alcohol && (start >= 6 || target == 0) {
      safety =
        "If you drink a lot every day, talk to a doctor before stopping: stopping suddenly "
        + "can be unsafe, and they can help you taper."
    }
    let finish = amounts.last ?? start
    return PlannedWeeks(
      weeks: weeks, finish: Quantity(finish, noun), reachesTarget: finish <= target,
      advice: nil, safety: safety, target: Quantity(target, noun), baselineUnit: noun)
  }

  /// "Smoke-free day", "Alcohol-free day".
  static func freeDay(_ noun: String) -> String {
    switch noun {
    case "cigarettes": return "Smoke-free day"
    case "drinks": return "Alcohol-free day"
    case "sweets": return "Sugar-free day"
    case "vapes": return "Vape-free day"
    default: return "A day without \(noun)"
    }
  }

  static func hours(_ minutes: Double) -> String {
    let whole = Int(minutes) / 60
    let rest = Int(minutes) % 60
    if whole == 0 { return "\(rest) minutes" }
    return "\(whole) h" + (rest == 0 ? "" : " \(rest) min")
  }
}
