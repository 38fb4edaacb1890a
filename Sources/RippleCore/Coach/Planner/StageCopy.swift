/// The words of a stage: why this dose now and what it builds, in one or two sentences; the
/// person's "why" only where it helps (the summary and the last week); tips.
enum StageCopy {
  static let automaticity =
    "Habits take a median of 66 days to feel automatic, and one missed day does not reset "
    + "that (Lally et al., 2010)."

  static func rationale(
    index: Int, weeks: [WeekDose], context: PlanContext, reaches: Bool, why: String
  ) -> String {
    let week = weeks[index]
    let dose = doseText(week)
    var text: String
    let falling = (weeks.last?.dose.amount ?? 0) < (weeks.first?.dose.amount ?? 0)
    if index == 0 {
      let reason: String
      if context.gentle {
        reason = "We start lighter this time, so it fits even a full day"
      } else if falling {
        reason = "Week 1 starts from about where you are now, so the first limit is easy to keep"
      } else if context.baselineGiven {
        reason = "It starts close to where you are now"
      } else {
        reason = "It starts small on purpose, so it fits any day"
      }
      text = "\(reason): \(dose). It builds \(week.builds)."
    } else {
      let previous = weeks[index - 1]
      let firstRepeat = !(1..<index).contains { weeks[$0].dose == weeks[$0 - 1].dose }
      let settle = firstRepeat ? automaticity : "Repeating it is what makes it feel easy."
      if previous.dose == week.dose && Quantity.currencies.contains(week.dose.unit) {
        let saved = week.dose.amount * Double(index + 1)
        text =
          "Another \(week.dose.unit)\(AmountText.format(week.dose.amount)) this week: "
          + "\(week.dose.unit)\(AmountText.format(saved)) saved so far. A fixed weekly amount "
          + "is easier to keep than a different one each week."
      } else if reaches, index >= 2, previous.dose == week.dose, weeks[index - 2].dose == week.dose,
        week.dose == weeks.last?.dose
      {
        text =
          "Holding steady (\(doseText(week, days: false))): you reached it, and these weeks "
          + "make it stick. " + settle
      } else if previous.dose == week.dose {
        text =
          "The same dose as last week, on purpose: a settling week before the next step. " + settle
      } else if week.dose.amount != previous.dose.amount {
        let clock = week.dose.unit == "bedtime" || week.dose.unit == "wake"
        let direction =
          clock ? "A little earlier" : (falling ? "One step down" : "One small step up")
        text =
          "\(direction), from \(doseText(previous, days: false)) to "
          + "\(doseText(week, days: false)): it builds \(week.builds)."
      } else {
        text =
          "The same amount on \(week.dose.daysPerWeek) days a week instead of "
          + "\(previous.dose.daysPerWeek): more days, each one already familiar."
      }
    }
    if index == weeks.count - 1 {
      let reason = trimmed(why)
      text +=
        reason.isEmpty
        ? " The last week: this is what you built."
        : " You told us why it matters: \u{201C}\(reason)\u{201D}."
    }
    return text
  }

  /// "20 minutes running on 3 days", "in bed by 23:45 on 7 nights", "at most 8 cigarettes".
  static func doseText(_ week: WeekDose, days: Bool = true) -> String {
    let dose = week.dose
    var text: String
    switch dose.unit {
    case "bedtime": text = "in bed by \(ClockText.text(dose.amount))"
    case "wake": text = "up at \(ClockText.text(dose.amount))"
    default:
      if case .numeric(_, _, .atMost) = week.measure {
        text = dose.amount == 0 ? "none" : "at most \(dose.text)"
      } else if Quantity.currencies.contains(dose.unit) {
        text = dose.unit + AmountText.format(dose.amount) + " a week"
      } else {
        text = dose.text
      }
    }
    guard days, !Quantity.currencies.contains(dose.unit) else { return text }
    return text + " on \(dose.daysPerWeek) day\(dose.daysPerWeek == 1 ? "" : "s") a week"
  }

  static func summary(planned: PlannedWeeks, context: PlanContext, why: String) -> String {
    let start = planned.weeks.first.map { doseText($0) } ?? ""
    let end = planned.weeks.last.map { doseText($0) } ?? ""
    var text = "From \(start) to \(end) in \(context.weeks) weeks"
    let reason = trimmed(why)
    text += reason.isEmpty ? "." : ". Why it matters: \u{201C}\(reason)\u{201D}."
    return text
  }

  static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }

  static func tips(domain: Domain, phase: Phase, week: Int) -> [String] {
    let tips = DomainTips.of(domain)
    return [tips[week % tips.count], tips[(week + 1) % tips.count], DomainTips.of(phase)]
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
