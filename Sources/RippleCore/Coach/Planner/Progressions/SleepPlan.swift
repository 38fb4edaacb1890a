/// Sleep: the bedtime (or wake-up time) moves from today's toward the target by at most 15
/// minutes a week, kept every night; 5 of 7 nights count as a good week.
enum SleepPlan {
  static let maxStep = 15.0
  static let days = 7
  static let criterion = 5

  static func plan(_ context: PlanContext) -> PlannedWeeks {
    let stated = context.target?.quantity
    let unit = stated?.unit == "wake" ? "wake" : "bedtime"
    let target = stated?.isClock == true ? stated!.amount : (unit == "bedtime" ? 1380 : 420)
    let start = context.baseline
    let step = (maxStep * min(1, context.stepScale) / 5).rounded(.down) * 5
    let stepper = Stepper(
      start: start, end: min(start, target), grain: 5, limit: { $0 - max(5, step) })
    let amounts = stepper.amounts(weeks: context.weeks, steps: context.stepWeeks)
    let weeks = amounts.map { minutes in
      let clock = ClockText.text(minutes)
      return WeekDose(
        dose: Dose(minutes, unit, daysPerWeek: days),
        name: unit == "bedtime" ? "In bed by \(clock)" : "Up at \(clock)",
        action: unit == "bedtime"
          ? "Be in bed with the lights out by \(clock), after a 20-minute wind-down without screens"
          : "Get up at \(clock), alarm across the room, and get daylight in the first hour",
        builds: "a body clock that shifts smoothly: 15 minutes a week is a step it can follow",
        measure: .boolean, criterion: criterion)
    }
    let finish = amounts.last ?? start
    let reaches = finish <= target
    var advice: String?
    if !reaches {
      let more = stepper.weeksToEnd(from: finish).map { "about \($0) more weeks" } ?? "more weeks"
      advice =
        "\(context.weeks) weeks moves your \(unit == "bedtime" ? "bedtime" : "wake-up time") "
        + "to \(ClockText.text(finish)); \(ClockText.text(target)) needs \(more) at 15 minutes "
        + "a week — keep going with a second goal?"
    }
    return PlannedWeeks(
      weeks: weeks, finish: Quantity(finish, unit), reachesTarget: reaches, advice: advice,
      safety: nil, target: Quantity(target, unit), baselineUnit: unit)
  }
}
