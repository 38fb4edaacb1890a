/// Running on 3 days a week with a rest day between. From zero it follows NHS Couch to 5K:
/// run/walk intervals whose runs lengthen each week (1 min × 8, 90 s × 6, 3 min × 4, 5 min × 3,
/// 8 min × 2), then 20, 25, 28 and 30 minutes without stopping — 30 minutes in about 9 weeks.
/// The dose is the longest run without stopping; the habit counts the session's running.
/// Past 30 minutes two easy 30-minute runs stay and a weekly long run grows 10 minutes at a
/// time, about a tenth of the week's running (a common coaching guide, not a proven injury
/// rule), to the distance's readiness: the full distance up to 10 km, about three quarters of a
/// half marathon (novice plans peak near 10 miles), 3 hours for a marathon.
///
/// Sources: NHS "Couch to 5K" (nhs.uk, 9 weeks, 3 runs a week); Buist et al. 2008, Am J Sports
/// Med 36:33 (the 10% rule did not lower injuries in novice runners); Nielsen et al. 2014, J
/// Orthop Sports Phys Ther 44:739 (novices raising weekly distance by over 30% in two weeks
/// were injured more); Hal Higdon's novice half-marathon and marathon plans (3–4 runs a week
/// around one long run).
enum RunningPlan {
  static let days = 3
  static let unit = "minutes without stopping"
  static let easyRun = 30.0
  static let longRunStep = 10.0
  static let marathonLongRun = 180.0

  /// One run/walk session: `run` minutes of running and `walk` of walking, `repeats` times.
  struct Intervals {
    var run: Double
    var walk: Double
    var repeats: Int
    var running: Double { run * Double(repeats) }
    /// The intervals' minutes, walking breaks included.
    var total: Double { (run + walk) * Double(repeats) }
  }

  /// Couch to 5K's run/walk weeks, made even: one session shape a week.
  static let intervals = [
    Intervals(run: 0.5, walk: 1.5, repeats: 8),
    Intervals(run: 1, walk: 1.5, repeats: 8),
    Intervals(run: 1.5, walk: 2, repeats: 6),
    Intervals(run: 3, walk: 1.5, repeats: 4),
    Intervals(run: 5, walk: 2.5, repeats: 3),
    Intervals(run: 8, walk: 3, repeats: 2),
  ]
  static let continuous: [Double] = [20, 25, 28, 30]

  /// The goal's target as minutes: of running without stopping up to 30, else of the long run.
  struct Aim {
    var minutes: Double
    var text: String?
    var stated: Quantity?
  }

  static func aim(_ context: PlanContext) -> Aim {
    guard let quantity = context.target?.quantity else {
      return Aim(minutes: 30, text: nil, stated: nil)
    }
    var km: Double?
    switch quantity.unit {
    case "km": km = quantity.amount
    case "miles": km = quantity.amount * 1.609
    case "minutes":
      return Aim(
        minutes: min(quantity.amount, marathonLongRun),
        text: "\(Counted.quantity(quantity.amount, "minutes")) of running", stated: quantity)
    case "hours":
      let minutes = quantity.amount * 60
      return Aim(
        minutes: min(minutes, marathonLongRun),
        text: Counted.quantity(quantity.amount, "hours") + " of running", stated: quantity)
    default: break
    }
    guard let km else { return Aim(minutes: 30, text: nil, stated: nil) }
    let distance = Counted.quantity((km * 10).rounded() / 10, "km")
    if km <= 5 {
      let minutes = max(10, (km * 6).rounded())
      return Aim(
        minutes: minutes,
        text: "\(distance) (about \(Counted.quantity(minutes, "minutes")) of running)",
        stated: quantity)
    }
    if km <= 10 {
      let minutes = (km * 6 / 5).rounded() * 5
      return Aim(
        minutes: minutes,
        text: "\(distance) (a long run of about \(AmountText.format(minutes)) minutes)",
        stated: quantity)
    }
    let race = km * 7
    let minutes = min(marathonLongRun, (race * 0.75 / 10).rounded() * 10)
    return Aim(
      minutes: minutes,
      text: "\(distance) (race-ready at a long run of about \(AmountText.format(minutes)) minutes)",
      stated: quantity)
  }

  static func plan(_ context: PlanContext) -> Ladder {
    let aim = aim(context)
    var doses: [WeekDose] = []
    // Where the person starts: run/walk from zero (a gentler first week when it was too hard
    // before), the intervals whose run they can do, or the minutes they run now.
    let baseline = context.baseline
    if baseline < 10 {
      let first: Int
      if baseline < 1 {
        first = context.gentle ? 0 : 1
      } else {
        first = intervals.lastIndex { $0.run <= baseline } ?? 1
      }
      for shape in intervals[first...] where shape.run < aim.minutes {
        doses.append(interval(shape))
      }
      for minutes in continuous where minutes <= aim.minutes {
        doses.append(steady(minutes))
      }
      if aim.minutes < 30, doses.last.map({ $0.dose.amount < aim.minutes }) ?? true {
        doses.append(steady(aim.minutes))
      }
    } else {
      let start = min(60, max(10, (baseline / 5).rounded(.down) * 5))
      let step = context.variant == .bolder && !context.health ? 10.0 : 5
      var minutes = min(start, aim.minutes)
      doses.append(steady(minutes))
      while minutes < min(30, aim.minutes) {
        minutes = min(min(30, aim.minutes), minutes + step)
        doses.append(steady(minutes))
      }
    }
    // The long run, once 30 minutes run without stopping.
    var long = doses.last?.dose.amount ?? 30
    let longStep = (longRunStep * min(1, context.stepScale) / 5).rounded() * 5
    while long < aim.minutes {
      long = min(aim.minutes, long + max(5, longStep))
      doses.append(longRun(long))
    }
    var safety: [String] = []
    if context.health || context.medicalWhy {
      safety.append(
        "You mentioned your health: check with a doctor before you start running, and let them "
          + "know the plan.")
    }
    var reading: String?
    var refusal: String?
    let race = aim.stated.map { $0.unit == "km" || $0.unit == "miles" } ?? false
    if race, aim.minutes >= 100, doses.count > context.weeks * 2 {
      refusal =
        "Running \(aim.text ?? "that distance") within \(Counted.text(context.weeks, "week")) "
        + "from where you are would risk injury, so this plan does not aim for it: it takes about "
        + "\(Counted.text(doses.count, "week")) of steady training. These weeks start the base "
        + "it needs; choose a later race to build toward."
    } else if Deadline.weeks(in: context.what) != nil, doses.count > context.weeks {
      reading =
        "On the day, run and walk as you do in training: walking breaks are normal, and the "
        + "finish line counts the same."
    }
    return Ladder(
      doses: doses, target: aim.stated.map { _ in Quantity(aim.minutes, unit) },
      targetText: aim.text ?? "\(AmountText.format(aim.minutes)) minutes of running",
      meets: { $0.dose.amount >= aim.minutes },
      describe: { week in
        let minutes = Counted.quantity(week.dose.amount, "minutes")
        if week.dose.amount > easyRun { return "a long run of \(minutes)" }
        return week.dose.amount < continuous[0]
          ? "run/walk intervals with runs of \(RunningPlan.words(week.dose.amount))"
          : "\(minutes) of running without stopping"
      },
      safety: safety, refusal: refusal, reading: reading, baselineUnit: unit, leftover: .spread,
      tips: [
        "Lay out your shoes and clothes the night before.",
        "Go at a pace where you could still talk; easy is the point.",
        "Leave a rest day between runs: legs get stronger on the days off.",
        "A short route from your door makes it easy to start.",
        "If a week felt hard, repeat it before moving on: Couch to 5K allows that too.",
      ])
  }

  /// A run/walk week: "Run 1 min, walk 90 s, 8 times".
  static func interval(_ shape: Intervals) -> WeekDose {
    let running = shape.running
    let name = "Run \(clock(shape.run)), walk \(clock(shape.walk)), \(shape.repeats) times"
    return WeekDose(
      dose: Dose(shape.run, unit, daysPerWeek: days), name: StageVariants.cut(name),
      action: "After a 5-minute brisk walk, run \(words(shape.run)) and walk "
        + "\(words(shape.walk)), \(shape.repeats) times: \(Counted.quantity(running, "minutes")) "
        + "of running in \(words(shape.total))",
      builds: "running time your heart, legs and tendons adapt to, a little more each week",
      measure: .numeric(target: running, unit: "minutes", kind: .atLeast), criterion: days,
      words: "runs of \(words(shape.run)) with walks between")
  }

  /// A week of running without stopping: "Run 25 minutes".
  static func steady(_ minutes: Double) -> WeekDose {
    let text = Counted.quantity(minutes, "minutes")
    return WeekDose(
      dose: Dose(minutes, unit, daysPerWeek: days), name: "Run \(text) without stopping",
      action: "After a 5-minute brisk walk, run \(text) without stopping at an easy, talking "
        + "pace, with a rest day after",
      builds: "running without stopping, at a pace you could talk at",
      measure: .numeric(target: minutes, unit: "minutes", kind: .atLeast), criterion: days,
      words: "\(text) of running without stopping")
  }

  /// A week with a long run: two easy 30-minute runs and one longer.
  static func longRun(_ minutes: Double) -> WeekDose {
    let text = AmountText.format(minutes)
    return WeekDose(
      dose: Dose(minutes, unit, daysPerWeek: days), name: "Long run \(text) min, 2 easy runs",
      action: "Run 3 times with a rest day between: 2 easy 30-minute runs and one long, slow "
        + "run of \(text) minutes",
      builds: "endurance from one long, slow run a week, about a tenth more running each week",
      measure: .numeric(target: easyRun, unit: "minutes", kind: .atLeast), criterion: days,
      words: "a long run of \(Counted.quantity(minutes, "minutes")) with 2 easy runs")
  }

  /// "90 s", "1 min", "2 min 30 s".
  static func clock(_ minutes: Double) -> String {
    let seconds = Int((minutes * 60).rounded())
    if seconds % 60 == 0 { return "\(seconds / 60) min" }
    if seconds < 120 { return "\(seconds) s" }
    return "\(seconds / 60) min \(seconds % 60) s"
  }

  /// "1 minute", "90 seconds", "2 minutes 30 seconds".
  static func words(_ minutes: Double) -> String {
    let seconds = Int((minutes * 60).rounded())
    if seconds % 60 == 0 { return Counted.text(seconds / 60, "minute") }
    if seconds < 120 { return Counted.text(seconds, "second") }
    return Counted.text(seconds / 60, "minute") + " " + Counted.text(seconds % 60, "second")
  }
}
