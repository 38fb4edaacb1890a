/// Practice measured in an amount a day — minutes of meditation, stretching, language or
/// instrument practice, study, tidying; pages read; words written — rising from where the
/// person is now toward the stated amount, on the days a week the goal names (raised a day at a
/// time before the amount grows).
///
/// Sources: meditation — Basso et al. 2019, Behav Brain Res 356:208 (13 minutes a day for 8
/// weeks improved attention and mood in beginners); stretching — ACSM guidelines (at least 2–3
/// days a week, daily works best, each stretch held 10–30 seconds); study and languages —
/// Cepeda et al. 2006, Psychol Bull 132:354 (spaced practice beats massed practice) and
/// Dunlosky et al. 2013, Psychol Sci Public Interest 14:4; instruments — Ericsson et al. 1993,
/// Psychol Rev 100:363 (deliberate practice) and Duke et al. 2009, J Res Music Educ 56:310 (how
/// one practises matters more than how long); habits in general — Lally et al. 2010, Eur J Soc
/// Psychol 40:998 (about 66 days to automaticity, a missed day does not undo it).
enum PracticePlan {
  struct Rule {
    var unit: String
    var defaultTarget: Double
    var firstStart: Double
    var step: Double
    var grain: Double
    var days: Int
    var name: (String) -> String
    var action: (String) -> String
    var builds: String
    var tips: [String]
  }

  static func rule(_ context: PlanContext) -> Rule {
    switch context.domain {
    case .meditation:
      return Rule(
        unit: "minutes", defaultTarget: 10, firstStart: 3, step: 2, grain: 1, days: 5,
        name: { "Meditate \($0)" },
        action: {
          "Sit and follow your breath for \($0), returning to it when your mind wanders"
        },
        builds: "a calm practice that holds on busy days",
        tips: [
          "Wandering thoughts are normal: noticing them is the practice.",
          "Sit at the same time each day, after something you already do.",
          "A guided recording can help on busy-mind days.",
          "Sit comfortably; a chair is as good as a cushion.",
        ])
    case .flexibility:
      return Rule(
        unit: "minutes", defaultTarget: 15, firstStart: 5, step: 5, grain: 5, days: 4,
        name: { "Stretch \($0)" },
        action: {
          "Stretch or do yoga for \($0): hips, hamstrings, shoulders, each stretch held 30 "
            + "seconds, breathing slowly"
        },
        builds: "range of motion, which grows with regular, unhurried practice",
        tips: [
          "Stretch to mild tension, never to pain.",
          "Breathe slowly; muscles let go on the out-breath.",
          "Warm muscles stretch more easily, so after a walk or a shower works well.",
          "Same time, same spot: it turns into a ritual.",
        ])
    case .reading:
      return Rule(
        unit: "pages", defaultTarget: 20, firstStart: 5, step: 5, grain: 1, days: 5,
        name: { "Read \($0)" }, action: { "Read \($0) of a book you enjoy" },
        builds: "a reading routine that finishes books",
        tips: [
          "Keep your book where your phone usually lies.",
          "Pick books you enjoy; you can always put one down.",
          "Reading before bed doubles as a wind-down.",
          "Carry a book or e-reader for spare minutes.",
        ])
    case .writing:
      return Rule(
        unit: "words", defaultTarget: 300, firstStart: 50, step: 100, grain: 50, days: 5,
        name: { "Write \($0)" }, action: { "Write \($0), without editing as you go" },
        builds: "a writing routine where the words come more easily",
        tips: [
          "Write first, edit another day.",
          "Stop mid-sentence, so tomorrow starts easily.",
          "Same place, same time: let the setting cue you.",
          "Keep a list of ideas for blank-page days.",
        ])
    case .language:
      let language = LanguageNames.named(in: context.words) ?? "Language"
      return Rule(
        unit: "minutes", defaultTarget: 20, firstStart: 5, step: 5, grain: 5, days: 5,
        name: { "\(language) practice, \($0)" },
        action: {
          "Practise \(language == "Language" ? "the language" : language) for \($0): review "
            + "a few old words, learn new ones, then say them out loud"
        },
        builds: "vocabulary through short, frequent practice, which beats long, rare sessions",
        tips: [
          "Say new words out loud; your mouth learns too.",
          "Review a few old words before adding new ones.",
          "Label things around your home in the new language.",
          "Songs and shows you enjoy count as practice.",
        ])
    case .instrument:
      let instrument = InstrumentNames.named(in: context.words)
      return Rule(
        unit: "minutes", defaultTarget: 20, firstStart: 10, step: 5, grain: 5, days: 5,
        name: { "\(instrument.map { $0.capitalizedFirst } ?? "Practise"): \($0)" },
        action: {
          "Practise \(instrument.map { "the " + $0 } ?? "your instrument") for \($0): a "
            + "warm-up, then one piece or passage, slowly"
        },
        builds: "skill through focused, frequent practice",
        tips: [
          "Leave your instrument out of its case, ready to play.",
          "Practise slowly: speed comes from accuracy.",
          "Record yourself now and then to hear your progress.",
          "End each session with something you love playing.",
        ])
    case .study:
      return Rule(
        unit: "minutes", defaultTarget: 30, firstStart: 10, step: 5, grain: 5, days: 5,
        name: { "Study \($0)" },
        action: { "Study for \($0) with your phone in another room, then test yourself" },
        builds: "focused study time that adds up",
        tips: [
          "Decide the next small topic before you stop.",
          "Put your phone in another room while you study.",
          "Test yourself instead of rereading: recalling is what makes it stick.",
          "Short, regular sessions beat long, rare ones.",
        ])
    case .declutter:
      return Rule(
        unit: "minutes", defaultTarget: 15, firstStart: 5, step: 5, grain: 5, days: 5,
        name: { "Tidy \($0)" },
        action: { "Clear one small area for \($0): keep, give away or bin" },
        builds: "a home that stays clear because tidying is small and regular",
        tips: [
          "Keep a donation bag by the door.",
          "Start with the easiest spot, not the worst one.",
          "Ask: would I buy this again today?",
          "Set a timer and stop when it rings.",
        ])
    default:
      let goal = StageCopy.trimmed(context.what)
      return Rule(
        unit: "minutes", defaultTarget: 20, firstStart: 5, step: 5, grain: 5, days: 4,
        name: { "Goal time: \($0)" },
        action: { "Give \($0) to your goal: \u{201C}\(goal)\u{201D}" },
        builds: "regular time on your goal, which no specific rule of ours knows, so the plan "
          + "grows the time you give it",
        tips: [
          "Pick a fixed time and place for your goal each day.",
          "Keep what you need ready, so starting is easy.",
          "Write down one small win each session.",
          "Tell someone what you're working on.",
        ])
    }
  }

  static func plan(_ context: PlanContext) -> Ladder {
    var rule = rule(context)
    var stated: Quantity?
    var target = rule.defaultTarget
    var reading: String?
    var books: Double?
    if let quantity = context.target?.quantity {
      let period = context.target?.period
      if quantity.unit == rule.unit && period != .year && period != .month
        && (period != .week || context.frequency != nil)
      {
        target = quantity.amount
        stated = quantity
      } else if quantity.unit == rule.unit && period == .week && rule.unit == "minutes" {
        target = max(
          rule.grain, (quantity.amount / Double(rule.days) / rule.grain).rounded() * rule.grain)
        stated = Quantity(target, rule.unit)
        reading =
          "\(Counted.quantity(quantity.amount, "minutes")) a week is about "
          + "\(Counted.quantity(target, "minutes")) on \(Counted.text(rule.days, "day"))."
      } else if quantity.unit == "hours" && rule.unit == "minutes" {
        target = quantity.amount * 60
        stated = quantity
      } else if context.domain == .reading, quantity.unit == "books" {
        let perYear = quantity.amount * (period == .month ? 12 : (period == .week ? 52 : 1))
        books = perYear
        target = max(5, (perYear * 300 / Double(52 * rule.days)).rounded(.up))
        stated = quantity
        reading =
          "\(Counted.quantity(perYear, "books")) a year is about \(Counted.quantity(target, "pages")) "
          + "on \(Counted.text(rule.days, "day")) a week, with books of about 300 pages."
      } else if context.domain == .reading, quantity.unit == "minutes" {
        rule.unit = "minutes"
        rule.name = { "Read \($0)" }
        rule.action = { "Read for \($0)" }
        rule.grain = 5
        target = quantity.amount
        stated = quantity
      } else if context.domain == .writing, quantity.unit == "minutes" {
        rule.unit = "minutes"
        rule.name = { "Write \($0)" }
        rule.action = { "Write for \($0), without editing as you go" }
        rule.grain = 5
        rule.firstStart = 5
        rule.step = 5
        target = quantity.amount
        stated = quantity
      } else if context.domain == .writing, quantity.unit == "words" {
        target = max(
          100, (quantity.amount / Double(context.weeks * rule.days) / 50).rounded(.up) * 50)
        stated = quantity
        reading =
          "\(Counted.quantity(quantity.amount, "words")) over \(Counted.text(context.weeks, "week")) "
          + "is about \(Counted.quantity(target, "words")) on \(Counted.text(rule.days, "day")) a week."
      }
    }
    // No time: sessions about a third shorter than usual, unless the goal named the minutes.
    if context.shortSessions && rule.unit == "minutes" && stated == nil {
      target = min(target, max(5, (rule.defaultTarget * 2 / 3 / 5).rounded() * 5))
    }
    let days = min(
      7, context.frequency ?? (context.variant == .shorter ? rule.days + 1 : rule.days))
    if context.variant == .shorter && stated == nil && rule.unit == "minutes" {
      target = max(rule.grain, (target * 0.7 / rule.grain).rounded() * rule.grain)
    }
    let firstDays = min(days, max(rule.days, days - 2))
    var start = context.baseline > 0 ? min(context.baseline, target) : rule.firstStart
    if context.gentle && context.baseline <= 0 { start = max(max(rule.grain, 2), start / 2) }
    start = min(target, max(rule.grain, (start / rule.grain).rounded(.down) * rule.grain))
    // Finer steps when the weeks have room for more of them than the usual step makes.
    let doseCount = max(1, context.count - (days - firstDays))
    if rule.unit == "minutes" || rule.unit == "pages", doseCount > 1 {
      let even = ((target - start) / Double(doseCount - 1)).rounded(.down)
      rule.grain = max(1, min(rule.grain, even))
    }
    let step = max(rule.grain, (rule.step * context.stepScale / rule.grain).rounded() * rule.grain)
    let amounts = Stepper(
      start: start, end: target, grain: rule.grain,
      limit: { previous in
        previous + max(step, (previous * 0.25 / rule.grain).rounded(.down) * rule.grain)
      }
    ).ladder(count: doseCount)
    let unit = rule.unit
    let doses = DayRamp.combine(amounts, from: firstDays, to: days).map { step -> WeekDose in
      let text = Counted.quantity(step.amount, unit)
      let on = step.days == 7 ? "every day" : "on \(Counted.text(step.days, "day"))"
      return WeekDose(
        dose: Dose(step.amount, unit, daysPerWeek: step.days),
        name: StageVariants.cut(
          firstDays == days
            ? rule.name(text)
            : "\(rule.name(text)) \(step.days == 7 ? "daily" : "on \(Counted.text(step.days, "day"))")"
        ),
        action: StageVariants.cut(
          "\(rule.action(text)), \(on) this week", to: Limits.descriptionLength),
        builds: rule.builds,
        measure: .numeric(target: step.amount, unit: unit, kind: .atLeast),
        criterion: Criteria.practice(step.days))
    }
    let wantedDays = context.frequency ?? 0
    return Ladder(
      doses: doses,
      target: stated.map {
        Quantity(
          target, $0.unit == "hours" || $0.unit == "books" || $0.unit == "words" ? unit : $0.unit)
      }
        ?? context.frequency.map { Quantity(Double($0), "days a week") },
      targetText: books.map { "\(Counted.quantity($0, "books")) a year" }
        ?? "\(Counted.quantity(target, unit)) a day"
        + (wantedDays == 7
          ? ", every day" : (wantedDays > 0 ? " on \(Counted.text(wantedDays, "day"))" : "")),
      meets: { (stated == nil || $0.dose.amount >= target) && $0.dose.daysPerWeek >= wantedDays },
      describe: {
        "\(Counted.quantity($0.dose.amount, unit)) a day on \(Counted.text($0.dose.daysPerWeek, "day"))"
      },
      safety: context.health || context.medicalWhy
        ? [
          "You mentioned your health: check with your doctor that this suits you, and let how you feel set the pace."
        ]
        : [],
      reading: reading, baselineUnit: unit, leftover: .spread, tips: rule.tips)
  }
}

extension String {
  /// The text with its first letter in capitals: "guitar" → "Guitar".
  var capitalizedFirst: String {
    guard let first else { return self }
    return first.uppercased() + dropFirst()
  }
}
