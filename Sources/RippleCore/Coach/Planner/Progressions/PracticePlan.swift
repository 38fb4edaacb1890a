/// Practice measured in an amount a day — minutes of meditation, stretching, language or
/// instrument practice, study, tidying; pages read; words written — rising from where the
/// person is now toward the stated amount on a fixed number of days.
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
  }

  static func rule(_ context: PlanContext) -> Rule {
    let goal = StageCopy.trimmed(context.what)
    switch context.domain {
    case .meditation:
      return Rule(
        unit: "minutes", defaultTarget: 15, firstStart: 2, step: 3, grain: 1, days: 5,
        name: { "Meditate \($0) minutes" },
        action: {
          "Sit and follow your breath for \($0) minutes, returning to it when your mind wanders"
        },
        builds: "a calm practice that holds on busy days")
    case .flexibility:
      return Rule(
        unit: "minutes", defaultTarget: 20, firstStart: 5, step: 5, grain: 5, days: 4,
        name: { "Stretch \($0) minutes" },
        action: {
          "Stretch or do yoga for \($0) minutes: hips, hamstrings, shoulders, slow breathing"
        },
        builds: "range of motion, which grows with regular, unhurried practice")
    case .reading:
      return Rule(
        unit: "pages", defaultTarget: 20, firstStart: 5, step: 5, grain: 5, days: 5,
        name: { "Read \($0) pages" }, action: { "Read \($0) pages of a book you enjoy" },
        builds: "a reading routine that finishes books")
    case .writing:
      return Rule(
        unit: "words", defaultTarget: 300, firstStart: 50, step: 100, grain: 50, days: 5,
        name: { "Write \($0) words" }, action: { "Write \($0) words, without editing as you go" },
        builds: "a writing routine where the words come more easily")
    case .language:
      return Rule(
        unit: "minutes", defaultTarget: 20, firstStart: 5, step: 5, grain: 5, days: 5,
        name: { "Language practice \($0) min" },
        action: { "Practise the language for \($0) minutes: new words, then say them aloud" },
        builds: "vocabulary through short, frequent practice, which beats long rare sessions")
    case .instrument:
      return Rule(
        unit: "minutes", defaultTarget: 20, firstStart: 10, step: 5, grain: 5, days: 5,
        name: { "Practise \($0) minutes" },
        action: { "Practise for \($0) minutes: a warm-up, then one piece or passage slowly" },
        builds: "skill through focused, frequent practice")
    case .study:
      return Rule(
        unit: "minutes", defaultTarget: 30, firstStart: 10, step: 5, grain: 5, days: 5,
        name: { "Study \($0) minutes" },
        action: { "Study for \($0) minutes with your phone in another room" },
        builds: "focused study time that adds up")
    case .declutter:
      return Rule(
        unit: "minutes", defaultTarget: 15, firstStart: 5, step: 5, grain: 5, days: 5,
        name: { "Tidy \($0) minutes" },
        action: { "Clear one small area for \($0) minutes: keep, give away or bin" },
        builds: "a home that stays clear because tidying is small and regular")
    default:
      return Rule(
        unit: "minutes", defaultTarget: 20, firstStart: 5, step: 5, grain: 5, days: 4,
        name: { "Goal time \($0) minutes" },
        action: { "Spend \($0) minutes on: \(goal)" },
        builds: "regular time on your goal; no specific rule knows this goal, so the plan "
          + "grows the time you give it")
    }
  }

  static func plan(_ context: PlanContext) -> PlannedWeeks {
    var rule = rule(context)
    var stated: Quantity?
    var target = rule.defaultTarget
    if let quantity = context.target?.quantity {
      if quantity.unit == rule.unit && context.target?.period != .year
        && context.target?.period != .month
      {
        target = quantity.amount
        stated = quantity
      } else if quantity.unit == "hours" && rule.unit == "minutes" {
        target = quantity.amount * 60
        stated = quantity
      } else if context.domain == .reading, quantity.unit == "books" {
        let perYear = quantity.amount * (context.target?.period == .month ? 12 : 1)
        target = max(5, (perYear * 300 / 365 / 5).rounded(.up) * 5)
        stated = Quantity(target, "pages")
      } else if context.domain == .reading, quantity.unit == "minutes" {
        rule.unit = "minutes"
        rule.name = { "Read \($0) minutes" }
        rule.action = { "Read for \($0) minutes" }
        target = quantity.amount
        stated = quantity
      } else if context.domain == .writing, quantity.unit == "words" {
        target = max(
          100, (quantity.amount / Double(context.weeks * rule.days) / 50).rounded(.up) * 50)
        stated = Quantity(target, "words")
      }
    }
    if context.shortSessions && rule.unit == "minutes" && stated == nil { target = min(target, 15) }
    var start = context.baseline > 0 ? min(context.baseline, target) : rule.firstStart
    if context.gentle && context.baseline <= 0 { start = max(max(rule.grain, 2), start / 2) }
    start = max(rule.grain, (start / rule.grain).rounded(.down) * rule.grain)
    let step = max(rule.grain, (rule.step * context.stepScale / rule.grain).rounded() * rule.grain)
    let days = context.variant == .shorter ? min(7, rule.days + 1) : rule.days
    let stepper = Stepper(
      start: min(start, target), end: target, grain: rule.grain,
      limit: { previous in
        previous + max(step, (previous * 0.25 / rule.grain).rounded(.down) * rule.grain)
      })
    let amounts = stepper.amounts(weeks: context.weeks, steps: context.stepWeeks)
    let weeks = amounts.map { amount in
      let text = AmountText.format(amount)
      return WeekDose(
        dose: Dose(amount, rule.unit, daysPerWeek: days),
        name: StageVariants.cut(rule.name(text)),
        action: StageVariants.cut(rule.action(text), to: Limits.descriptionLength),
        builds: rule.builds,
        measure: .numeric(target: amount, unit: rule.unit, kind: .atLeast), criterion: days)
    }
    let finish = amounts.last ?? start
    let reaches = finish >= target
    var advice: String?
    if !reaches {
      let more = stepper.weeksToEnd(from: finish).map { "about \($0) more weeks" } ?? "more weeks"
      advice =
        "\(context.weeks) weeks gets you to \(AmountText.format(finish)) \(rule.unit) a day; "
        + "\(AmountText.format(target)) needs \(more) — keep going with a second goal?"
    }
    return PlannedWeeks(
      weeks: weeks, finish: Quantity(finish, rule.unit), reachesTarget: reaches, advice: advice,
      safety: nil,
      target: stated.map { Quantity(target, $0.unit == "hours" ? "minutes" : $0.unit) },
      baselineUnit: rule.unit)
  }
}
