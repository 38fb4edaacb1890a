/// Cutting down smoking, alcohol, sweets or leisure screen time: a daily limit kept on every day
/// of the week (7 of 7), tapering from today's amount to the target, then held. Alcohol and
/// sweets add days free of them once the daily limit is low enough for that to be safe.
///
/// Smoking: a quit date set in week 1 and the stop-smoking service contacted that week; the
/// cigarettes taper over at most six weeks (half the plan) to the quit date, then every week
/// after it is smoke-free. Heavy drinking (6 or more drinks a day) or a medical reason brings an
/// unconditional line about a doctor, one drink less a day at a time and no sudden dry days.
///
/// Sources: NHS Better Health "Quit smoking" and NCSCT guidance (set a quit date; stop-smoking
/// services with medication make quitting about three times as likely; "cut down to quit" as a
/// path to a quit date); Lindson et al. 2019, Cochrane CD013183 (reducing before quitting works
/// about as well as stopping at once); UK Chief Medical Officers' low-risk drinking guidelines
/// 2016 (no more than 14 units a week, spread over 3 or more days, several drink-free days);
/// NICE CG115 (medically assisted withdrawal for dependent drinkers; stopping suddenly can be
/// dangerous); WHO guideline on sugars intake 2015 (free sugars under 10% of energy, ideally 5%);
/// AAP and WHO advice on limiting leisure screen time.
enum CuttingDownPlan {
  static func plan(_ context: PlanContext) -> Ladder {
    context.domain == .screenTime ? screen(context) : counted(context)
  }

  static func counted(_ context: PlanContext) -> Ladder {
    let domain = context.domain
    let unit = CuttingUnits.unit(of: domain) ?? "times"
    let noun = context.target?.quantity.unit == "vapes" ? "vapes" : unit
    let weekly = context.target?.period == .week
    // "From 14 drinks a week": a daily amount, as the plan counts.
    let from = context.target?.from.map { weekly ? ($0 / 7).rounded(.up) : $0 }
    let start = max(0, from ?? context.baseline)
    var target: Double
    var freeDays = 0
    var reading: String?
    if let quantity = context.target?.quantity, quantity.unit == noun || quantity.unit == unit {
      target = quantity.amount
      if weekly {
        // "10 drinks a week": a daily limit and free days that keep within it.
        freeDays = quantity.amount == 0 ? 0 : min(4, max(2, 7 - Int(quantity.amount)))
        target = (quantity.amount / Double(7 - freeDays)).rounded(.down)
        reading =
          "\(Counted.quantity(quantity.amount, noun)) a week is at most "
          + "\(Counted.quantity(target, noun)) a day with \(Counted.text(freeDays, "free day")) a week."
      }
    } else {
      switch domain {
      case .smoking: target = (start / 2).rounded(.down)
      case .alcohol:
        target = min(start, 2)
        freeDays = 3
      default:
        target = min(start, 1)
        freeDays = 2
      }
    }
    let heavy = domain == .alcohol && start >= 6
    let liver = domain == .alcohol && context.medicalWhy
    if liver && target > 0 {
      target = 0
      reading =
        "With a medical reason in the picture, doctors usually advise no alcohol at all, so this "
        + "plan tapers to alcohol-free days, at the pace your doctor agrees."
    }
    target = min(target, start)
    if target == 0 { freeDays = 0 }
    // The taper: smoking reaches its quit date within half the plan and six weeks; heavy drinking
    // falls a drink a day at a time; everything else spreads its cuts over the weeks.
    var steps: Int
    switch domain {
    case .smoking: steps = min(6, context.weeks / 2)
    case .alcohol where heavy: steps = Int(start - target)
    default: steps = max(1, context.count - 1 - freeDays)
    }
    let stepLimit: Double =
      domain == .smoking ? max(1, start) : (heavy ? 1 : max(1, (start * 0.34).rounded(.up)))
    var caps = Stepper(start: start, end: target, grain: 1, limit: { $0 - stepLimit })
      .ladder(count: steps + 1)
    if caps.isEmpty { caps = [start] }
    if steps == 0 { caps = [target] }
    var plan: [(cap: Double, free: Int)] = caps.map { ($0, 0) }
    // Free days join once the limit is 2 or fewer a day, one more each week.
    var added = 0
    while added < freeDays {
      added += 1
      plan.append((target, added))
    }
    let doses = plan.map { step in limit(step.cap, free: step.free, noun: noun, domain: domain) }
    var safety: [String] = []
    var firstWeek: ((Int, Day) -> String)?
    var firstWeekTips: [String] = []
    switch domain {
    case .smoking:
      safety.append(
        "Your local stop-smoking service (through your doctor, a pharmacist or a national quit "
          + "line) offers free support and nicotine replacement, which make quitting about three "
          + "times as likely.")
      if target == 0 {
        firstWeek = { week, day in
          "Set your quit date now: \(day.longTitle), in week \(week). This week, "
            + "contact your local stop-smoking service so support and nicotine replacement are "
            + "ready for it."
        }
      } else {
        firstWeek = { _, _ in
          "This week, contact your local stop-smoking service and pick a quit date for when "
            + "you're ready: cutting down is a step, and stopping completely is what protects "
            + "your health most."
        }
      }
      firstWeekTips = ["Tell someone you trust about your quit date; support makes it easier."]
    case .alcohol:
      if heavy || liver || context.health {
        safety.append(
          "Please talk to your doctor before you cut down: after heavy or daily drinking, "
            + "stopping or cutting down quickly can bring on withdrawal, which can be dangerous, "
            + "and they can help you do it safely.")
      } else if target == 0 {
        safety.append(
          "If you have been drinking every day, check with your doctor before stopping: they can "
            + "help you taper safely.")
      }
    case .sugar:
      if context.health || context.medicalWhy {
        safety.append(
          "You mentioned your health: if you have diabetes or take medication, check these "
            + "changes with your doctor or diabetes nurse.")
      }
    default: break
    }
    let last = doses.last
    return Ladder(
      doses: doses, target: context.target == nil ? nil : Quantity(target, noun),
      targetText: target == 0
        ? free(noun).lowercased() + "s" : "at most \(Counted.quantity(target, noun)) a day",
      meets: { $0.dose.amount <= target && $0.dose.freeDays >= (last?.dose.freeDays ?? 0) },
      describe: { describe($0.dose, noun: noun) }, safety: safety, reading: reading,
      baselineUnit: noun, leftover: .end, tips: tips(domain), firstWeek: firstWeek,
      firstWeekTips: firstWeekTips)
  }

  static func limit(_ cap: Double, free: Int, noun: String, domain: Domain) -> WeekDose {
    let none = cap == 0
    let capText = Counted.quantity(cap, noun)
    let freeText = free > 0 ? ", \(Counted.text(free, freeWord(noun)))" : ""
    return WeekDose(
      dose: Dose(cap, noun, daysPerWeek: 7, freeDays: free),
      name: none ? self.free(noun) : StageVariants.cut("At most \(capText) a day\(freeText)"),
      action: none
        ? (domain == .smoking
          ? "No cigarettes today: when a craving comes, wait it out (it passes in minutes), "
            + "drink water and move"
          : "None today: have your alternative ready, and notice how the craving passes")
        : StageVariants.cut(
          "Keep to at most \(capText) every day, counting as you go"
            + (free > 0
              ? ", and make \(Counted.text(free, "day")) this week \(freeWord(noun))s" : "")
            + "; plan what you'll do instead at the moments you usually reach for one",
          to: Limits.descriptionLength),
      builds: none
        ? "days without it, which get easier as cravings fade over the weeks"
        : "a lower daily amount your body and routine adjust to before the next cut",
      measure: .numeric(target: cap, unit: noun, kind: .atMost), criterion: 7)
  }

  static func describe(_ dose: Dose, noun: String) -> String {
    if dose.amount == 0 { return free(noun).lowercased() + "s" }
    let free = dose.freeDays > 0 ? " and \(Counted.text(dose.freeDays, freeWord(noun)))" : ""
    return "at most \(Counted.quantity(dose.amount, noun)) a day\(free)"
  }

  /// "Smoke-free day", "Alcohol-free day".
  static func free(_ noun: String) -> String {
    switch noun {
    case "cigarettes": return "Smoke-free day"
    case "drinks": return "Alcohol-free day"
    case "sweets": return "Sugar-free day"
    case "vapes": return "Vape-free day"
    default: return "A day without \(noun)"
    }
  }

  /// "alcohol-free day", "sugar-free day".
  static func freeWord(_ noun: String) -> String {
    switch noun {
    case "drinks": return "alcohol-free day"
    case "sweets": return "sugar-free day"
    case "cigarettes": return "smoke-free day"
    default: return "free day"
    }
  }

  static func tips(_ domain: Domain) -> [String] {
    switch domain {
    case .smoking:
      return [
        "Notice the moments you usually smoke, and plan one swap for each.",
        "Cravings pass in minutes: a glass of water, a short walk or a few slow breaths help.",
        "Keep your hands busy: a stress ball, a pen, a snack of crunchy vegetables.",
        "Clear cigarettes, lighters and ashtrays out of your home and car.",
      ]
    case .alcohol:
      return [
        "Have an alcohol-free drink you enjoy at home.",
        "Decide your limit before the evening starts.",
        "Alternate with water when you do drink.",
        "Plan what you'll say when someone offers a drink.",
      ]
    default:
      return [
        "Keep fruit or nuts close for sweet cravings.",
        "Check labels on drinks; many hide a lot of sugar.",
        "Eat regular meals so cravings have less pull.",
        "Enjoy your treat slowly, without a screen.",
      ]
    }
  }

  static func screen(_ context: PlanContext) -> Ladder {
    let quantity = context.target?.quantity
    let from = context.target?.from.map { quantity?.unit == "hours" ? $0 * 60 : $0 }
    let start = max(15, from ?? context.baseline)
    var target: Double
    var stated: Quantity?
    switch quantity?.unit {
    case "hours"?:
      target = quantity!.amount * 60
      stated = quantity
    case "minutes"?:
      target = quantity!.amount
      stated = quantity
    default: target = max(60, start - 120)
    }
    target = min(start, target)
    let amounts = Stepper(
      start: start, end: target, grain: 15, limit: { $0 - max(15, ($0 * 0.25 / 15).rounded() * 15) }
    ).ladder(count: context.count)
    let doses = amounts.map { minutes -> WeekDose in
      let text = hours(minutes)
      return WeekDose(
        dose: Dose(minutes, "minutes of screen time", daysPerWeek: 7),
        name: StageVariants.cut("At most \(text) of screens a day"),
        action: "Keep leisure screen time to at most \(text) every day: set a timer, and put the "
          + "phone in another room when it rings",
        builds: "a lower daily amount your routine adjusts to before the next cut",
        measure: .numeric(target: minutes, unit: "minutes", kind: .atMost), criterion: 7,
        words: "\(text) of screens")
    }
    return Ladder(
      doses: doses, target: stated.map { _ in Quantity(target, "minutes of screen time") },
      targetText: "at most \(hours(target)) a day", meets: { $0.dose.amount <= target },
      describe: { "at most \(hours($0.dose.amount)) of screens a day" },
      baselineUnit: "minutes of screen time", leftover: .end,
      tips: [
        "Move distracting apps off your home screen.",
        "Turn off all but the most important notifications.",
        "Have an easy alternative ready: a book, a walk, a call.",
        "Use your phone's screen-time report to see the numbers.",
      ])
  }

  /// "45 minutes", "2 hours", "1 hour 30 minutes".
  static func hours(_ minutes: Double) -> String {
    let whole = Int(minutes) / 60
    let rest = Int(minutes) % 60
    if whole == 0 { return Counted.text(rest, "minute") }
    return Counted.text(whole, "hour") + (rest == 0 ? "" : " " + Counted.text(rest, "minute"))
  }
}
