/// Running: walk/run intervals until 20 minutes of running, then continuous easy running whose
/// weekly time rises at most 10% a week, always on 3 days with a rest day between. A distance
/// is read as easy-pace minutes (7 a km, 6 for someone already running 30 minutes).
enum RunningPlan {
  static let days = 3
  static let continuousFrom = 20.0
  static let unit = "minutes running"

  static func plan(_ context: PlanContext) -> PlannedWeeks {
    let pace = context.baseline >= 30 ? 6.0 : 7.0
    var targetMinutes = 30.0
    var stated: Quantity?
    if let target = context.target?.quantity {
      switch target.unit {
      case "km": targetMinutes = (target.amount * pace).rounded(.up)
      case "miles": targetMinutes = (target.amount * 1.609 * pace).rounded(.up)
      case "minutes": targetMinutes = target.amount
      case "hours": targetMinutes = target.amount * 60
      default: break
      }
      if ["km", "miles", "minutes", "hours"].contains(target.unit) { stated = target }
    }
    let start: Double
    switch context.baseline {
    case ..<1: start = context.gentle || context.health ? 4 : 6
    case ..<10: start = context.gentle ? 6 : 8
    default: start = min(context.baseline, targetMinutes)
    }
    let intervalStep = (4 * context.stepScale).rounded()
    let stepper = Stepper(
      start: start, end: max(start, targetMinutes), grain: 1,
      limit: { previous in
        previous < continuousFrom
          ? min(continuousFrom, previous + max(2, intervalStep))
          : (previous * 1.1).rounded(.down)
      })
    let amounts = stepper.amounts(weeks: context.weeks, steps: context.stepWeeks)
    let weeks = amounts.map { minutes in
      WeekDose(
        dose: Dose(minutes, unit, daysPerWeek: days), name: name(minutes),
        action: action(minutes),
        builds: minutes < continuousFrom
          ? "the running time your heart, legs and tendons adapt to before running continuously"
          : "easy continuous running, rising no more than 10% a week, the long-standing rule "
            + "that keeps injuries away",
        measure: .numeric(target: minutes, unit: "minutes", kind: .atLeast), criterion: days)
    }
    let finish = amounts.last ?? start
    let reaches = finish >= targetMinutes
    var advice: String?
    if !reaches {
      let more =
        stepper.weeksToEnd(from: finish).map { "about \($0) more weeks" }
        ?? "many more weeks"
      let aim =
        stated.map {
          "\($0.text) (about \(AmountText.format(targetMinutes)) minutes of easy running)"
        }
        ?? "\(AmountText.format(targetMinutes)) minutes"
      advice =
        "\(context.weeks) weeks gets you to \(AmountText.format(finish)) minutes of easy running "
        + "(about \(AmountText.format((finish / pace * 10).rounded() / 10)) km); \(aim) needs "
        + "\(more) at the 10% rule — keep going with a second goal?"
    }
    return PlannedWeeks(
      weeks: weeks, finish: Quantity(finish, unit), reachesTarget: reaches, advice: advice,
      safety: context.health
        ? "You mentioned health: check with a doctor before starting to run." : nil,
      target: stated == nil ? nil : Quantity(targetMinutes, unit), baselineUnit: unit)
  }

  static func name(_ minutes: Double) -> String {
    let text = AmountText.format(minutes)
    return minutes < continuousFrom ? "Run-walk: \(text) min running" : "Run \(text) minutes"
  }

  static func action(_ minutes: Double) -> String {
    guard minutes < continuousFrom else {
      return "Run \(AmountText.format(minutes)) minutes without stopping at an easy, talking "
        + "pace, with a rest day after"
    }
    let interval: Double = minutes < 10 ? 1 : (minutes < 14 ? 2 : (minutes < 18 ? 3 : 5))
    let repeats = Int((minutes / interval).rounded(.up))
    let walk = interval < 3 ? "2 minutes" : "90 seconds"
    return "Warm up with a 5-minute walk, then run \(AmountText.format(interval)) "
      + "minute\(interval == 1 ? "" : "s") and walk \(walk), \(repeats) times"
  }
}
