/// The words of a stage, all from its numbers: why this dose now and what it builds, in one or
/// two sentences; how long the stage lasts; the person's "why" only in the last one; tips from
/// the plan's own kind.
enum StageCopy {
  static let automaticity =
    "Habits take a median of 66 days to feel automatic, and one missed day does not reset "
    + "that (Lally et al., 2010)."

  static func rationale(
    index: Int, fitted: [Fitter.Fitted], firstWeek: Int, ladder: Ladder, context: PlanContext,
    aim: Aim, why: String
  ) -> String {
    let plan = fitted[index]
    let week = plan.week
    let dose = doseText(week)
    let falling = week.measure.isAtMost || week.dose.unit == "bedtime" || week.dose.unit == "wake"
    var text: String
    if index == 0 {
      let reason: String
      if ladder.flat {
        reason = "The same amount every week, so the total adds up without surprises"
      } else if context.gentle {
        reason = "We start lighter this time, so it fits even a full day"
      } else if falling {
        reason = "Week 1 starts from about where you are now, so the first limit is easy to keep"
      } else if context.baselineGiven {
        reason = "It starts close to where you are now"
      } else if fitted.count > 1 {
        reason = "It starts small on purpose, so it fits any day"
      } else {
        reason = "One steady dose for the whole plan"
      }
      text = "\(reason): \(dose). It builds \(week.builds)."
      if ladder.flat && plan.weeks > 1 {
        let total = Counted.money(week.dose.amount * Double(plan.weeks), week.dose.unit)
        text += " By the end of week \(plan.weeks): \(total)."
      }
      if let note = firstWeekNote(ladder, fitted: fitted, context: context, aim: aim) {
        text += " " + note
      }
    } else {
      let previous = fitted[index - 1].week
      let firstSettle = !(1..<index).contains { fitted[$0].week.dose == fitted[$0 - 1].week.dose }
      if ladder.flat {
        let saved = week.dose.amount * Double(firstWeek - 1 + plan.weeks)
        let verb = context.domain == .debt ? "paid" : "saved"
        text =
          "Another \(Counted.money(week.dose.amount * Double(plan.weeks), week.dose.unit)) "
          + (plan.weeks == 1 ? "this week" : "over these weeks") + ": "
          + "\(Counted.money(saved, week.dose.unit)) \(verb) by the end of week "
          + "\(firstWeek - 1 + plan.weeks). A fixed weekly amount is easier to keep than a "
          + "different one each week."
      } else if week.isStepBack {
        text =
          "A planned step back in one number, a step up in another: \(doseText(week, days: false)) "
          + "after \(doseText(previous, days: false)). It builds \(week.builds)."
      } else if previous.dose == week.dose {
        text =
          "The same dose as last week, on purpose: a settling week before the next step. "
          + (firstSettle ? automaticity : "Repeating it is what makes it feel easy.")
      } else if week.dose.amount != previous.dose.amount {
        let direction: String
        if week.dose.unit == "bedtime" || week.dose.unit == "wake" {
          direction = "A little earlier"
        } else if falling {
          direction = week.dose.amount == 0 ? "The day it stops" : "One step down"
        } else {
          direction = "One step up"
        }
        text =
          "\(direction), from \(doseText(previous, days: false)) to "
          + "\(doseText(week, days: false)): it builds \(week.builds)."
      } else if week.dose.freeDays != previous.dose.freeDays {
        let free = CuttingDownPlan.freeWord(week.dose.unit)
        text =
          "The same limit of at most \(Counted.quantity(week.dose.amount, week.dose.unit)) a day, now with "
          + "\(Counted.text(week.dose.freeDays, free)) a week"
          + (previous.dose.freeDays == 0 ? "" : " instead of \(previous.dose.freeDays)")
          + ": days without it show how little you miss it."
      } else {
        text =
          "The same \(doseText(week, days: false)), on \(Counted.text(week.dose.daysPerWeek, "day")) "
          + "a week instead of \(previous.dose.daysPerWeek): more days, each one already familiar."
      }
    }
    if plan.weeks > 1 && !ladder.flat {
      let last = firstWeek + plan.weeks - 1
      if index == fitted.count - 1 {
        text +=
          week.dose.amount == 0 && falling
          ? " Weeks \(firstWeek) to \(last) stay this way: cravings fade over these weeks."
          : " Weeks \(firstWeek) to \(last) keep it, so it lasts."
      } else {
        text +=
          " It lasts \(Counted.text(plan.weeks, "week")) (weeks \(firstWeek) to \(last)), so "
          + "the step settles before the next."
      }
    }
    if index == fitted.count - 1 {
      let reason = trimmed(why)
      text +=
        reason.isEmpty
        ? " The last stage: this is what you built."
        : " You told us why it matters: \u{201C}\(reason)\u{201D}."
    }
    return text
  }

  /// Week 1's extra: a quit date, who to contact first.
  static func firstWeekNote(
    _ ladder: Ladder, fitted: [Fitter.Fitted], context: PlanContext, aim: Aim
  ) -> String? {
    guard let note = ladder.firstWeek else { return nil }
    var index = fitted.firstIndex { $0.week.dose.amount == 0 } ?? (fitted.count - 1)
    index = max(0, index)
    let week = fitted.prefix(index).reduce(1) { $0 + $1.weeks }
    return note(week, context.startDay.adding(days: 7 * (week - 1)))
  }

  /// "20 minutes running on 3 days a week", "in bed by 23:45", "at most 8 cigarettes a day".
  static func doseText(_ week: WeekDose, days: Bool = true) -> String {
    let dose = week.dose
    var text: String
    switch dose.unit {
    case "bedtime": text = "in bed by \(ClockText.text(dose.amount))"
    case "wake": text = "up at \(ClockText.text(dose.amount))"
    default:
      if week.measure.isAtMost {
        let free =
          dose.freeDays > 0
          ? " and \(Counted.text(dose.freeDays, CuttingDownPlan.freeWord(dose.unit)))" : ""
        let amount = week.words ?? Counted.quantity(dose.amount, dose.unit)
        return dose.amount == 0 ? "none" : "at most \(amount) a day\(free)"
      } else if Quantity.currencies.contains(dose.unit) {
        return Counted.money(dose.amount, dose.unit) + " a week"
      } else if dose.unit == "days" {
        return dose.daysPerWeek == 7
          ? "every day" : "\(Counted.text(dose.daysPerWeek, "day")) a week"
      } else if dose.unit == "no-spend days" || dose.unit == "home-cooked dinners"
        || dose.unit == "rides to work"
      {
        return "\(Counted.quantity(dose.amount, dose.unit)) a week"
      } else {
        text = week.words ?? Counted.quantity(dose.amount, dose.unit)
      }
    }
    guard days, dose.unit != "bedtime", dose.unit != "wake" else { return text }
    if dose.daysPerWeek == 7 { return text + " every day" }
    return text + " on \(Counted.text(dose.daysPerWeek, "day")) a week"
  }

  /// Three tips: two of the plan's own kind, turning with the stage, and one for the phase;
  /// week 1 adds the plan's first-week tips.
  static func tips(ladder: Ladder, domain: Domain, phase: Phase, index: Int) -> [String] {
    let own = ladder.tips
    var tips = [own[index % own.count], own[(index + 1) % own.count]]
    if index == 0 { tips += ladder.firstWeekTips }
    tips.append(
      DomainTips.of(
        phase, cuttingDown: domain.isCuttingDown,
        weekly: ladder.doses.first?.dose.daysPerWeek == 1 && ladder.flat))
    return Array(tips.prefix(4))
  }

  /// `text` without surrounding spaces or a final full stop, cut to 140 characters.
  static func trimmed(_ text: String) -> String {
    var characters = Array(text)
    while let last = characters.last, last == " " || last == "\n" || last == "." {
      characters.removeLast()
    }
    while let first = characters.first, first == " " || first == "\n" { characters.removeFirst() }
    if characters.count > 140 { characters = Array(characters[0..<139]) + ["…"] }
    return String(characters)
  }
}

extension Measure {
  /// An "at most" limit.
  var isAtMost: Bool {
    if case .numeric(_, _, .atMost) = self { return true }
    return false
  }
}
