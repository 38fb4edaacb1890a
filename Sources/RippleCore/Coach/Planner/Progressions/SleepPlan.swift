/// Sleep: the bedtime moves from today's toward the target by at most 15 minutes a week, kept
/// every night; 5 of 7 nights make a good week. "Sleep 8 hours" is read as a bedtime with an
/// alarm at 07:00 (and says so). A target under 7 hours is refused kindly: the plan keeps 7.
///
/// Sources: Watson et al. 2015, Sleep 38:843 (AASM and Sleep Research Society: adults need 7
/// or more hours a night); Phillips et al. 2017, Sci Rep 7:3216 (regular sleep times); NHS
/// "How to get to sleep" and the Sleep Foundation (shift bedtimes by about 15 minutes at a
/// time, wind down without screens).
enum SleepPlan {
  static let maxStep = 15.0
  static let days = 7
  static let criterion = 5
  static let wake = 420.0
  static let fewestHours = 7.0

  static func plan(_ context: PlanContext) -> Ladder {
    let stated = context.target?.quantity
    var target = 1380.0
    var reading: String?
    var refusal: String?
    var shownTarget: Quantity?
    let hoursStated = stated?.unit == "hours" ? stated!.amount : nil
    if let stated, stated.unit == "bedtime" {
      target = stated.amount
      shownTarget = stated
    } else if hoursStated != nil || fewer(context) {
      var hours = hoursStated ?? fewestHours
      shownTarget = hoursStated.map { Quantity($0, "hours of sleep") }
      if fewer(context) {
        let cut = hoursStated.map { "to \(Counted.quantity($0, "hours"))" } ?? "below 7 hours"
        refusal =
          "Adults need at least 7 hours of sleep a night, so this plan will not cut your sleep "
          + "\(cut): short nights cost focus, mood and health, and well-rested hours usually get "
          + "more done than tired extra ones. It keeps a steady 7 hours instead; if work keeps "
          + "pressing on your nights, a doctor can help too."
        hours = fewestHours
      }
      target = wake + 1440 - hours * 60 - 15
      reading =
        "\(Counted.quantity(hours, "hours")) of sleep with an alarm at 07:00 means lights out by "
        + "\(ClockText.text(target)); if you get up at another time, the bedtime moves with it."
    }
    let start = context.baseline
    let step = max(5, (maxStep * min(1, context.stepScale) / 5).rounded(.down) * 5)
    let amounts = Stepper(
      start: start, end: min(start, target), grain: 5, limit: { $0 - step }
    ).ladder(count: context.count)
    let doses = amounts.map { minutes -> WeekDose in
      let clock = ClockText.text(minutes)
      return WeekDose(
        dose: Dose(minutes, "bedtime", daysPerWeek: days), name: "In bed by \(clock)",
        action: "Be in bed with the lights out by \(clock), after a 20-minute wind-down without "
          + "screens",
        builds: "a body clock that shifts smoothly, 15 minutes at a time",
        measure: .boolean, criterion: criterion)
    }
    return Ladder(
      doses: doses, target: shownTarget.map { _ in Quantity(target, "bedtime") },
      targetText: "lights out by \(ClockText.text(target))",
      meets: { refusal == nil && $0.dose.amount <= target },
      describe: { "lights out by \(ClockText.text($0.dose.amount))" },
      safety: context.medicalWhy || context.health
        ? ["You mentioned your health: if poor sleep goes on for weeks, talk to your doctor."]
        : [],
      refusal: refusal, reading: reading, baselineUnit: "bedtime", leftover: .end,
      tips: [
        "Dim the lights an hour before bed to signal the evening.",
        "Keep the bedroom cool, dark and quiet.",
        "Caffeine after lunch can linger into the night.",
        "Charge your phone outside the bedroom.",
        "Get up at the same time every day, weekends too.",
      ])
  }

  /// "Sleep less", "only 5 hours", "need less sleep": a wish for nights under 7 hours.
  static func fewer(_ context: PlanContext) -> Bool {
    if context.target?.quantity.unit == "hours" {
      return context.target!.quantity.amount < fewestHours
    }
    return (context.has("less") || context.has("fewer")) && context.has("sleep")
  }
}

/// The wake-up time: the alarm moves earlier by at most 15 minutes a week, every day including
/// weekends, with the bedtime eight hours before it; 5 of 7 mornings make a good week.
///
/// Sources: Phillips et al. 2017, Sci Rep 7:3216 (regular wake times); the Sleep Foundation
/// and NHS advice on shifting sleep times by about 15 minutes at a time; morning daylight
/// helps the body clock move earlier (Khalsa et al. 2003, J Physiol 549:945).
enum WakePlan {
  static func plan(_ context: PlanContext) -> Ladder {
    let stated = context.target?.quantity
    let target = stated?.unit == "wake" ? stated!.amount : 390
    let start = max(context.baseline, target)
    let step = max(5, (15 * min(1, context.stepScale) / 5).rounded(.down) * 5)
    let amounts = Stepper(start: start, end: target, grain: 5, limit: { $0 - step })
      .ladder(count: context.count)
    let doses = amounts.map { minutes -> WeekDose in
      let clock = ClockText.text(minutes)
      return WeekDose(
        dose: Dose(minutes, "wake", daysPerWeek: 7), name: "Up at \(clock)",
        action: "Get up at \(clock) every day, weekends too: alarm across the room, daylight "
          + "in the first hour, and in bed by \(ClockText.text(minutes - 480))",
        builds: "a wake-up time your body clock follows, 15 minutes at a time",
        measure: .boolean, criterion: 5)
    }
    return Ladder(
      doses: doses, target: stated?.unit == "wake" ? stated : nil,
      targetText: "up at \(ClockText.text(target))", meets: { $0.dose.amount <= target },
      describe: { "getting up at \(ClockText.text($0.dose.amount))" },
      baselineUnit: "wake", leftover: .end,
      tips: [
        "Put the alarm across the room, so getting up is part of turning it off.",
        "Open the curtains or step outside within the first hour: daylight sets the clock.",
        "Keep the same time at weekends; a lie-in pulls the clock back.",
        "Go to bed when you feel sleepy, about eight hours before the alarm.",
      ])
  }
}
