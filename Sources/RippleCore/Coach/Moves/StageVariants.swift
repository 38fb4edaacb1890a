/// Easier and bridging versions of a stage, for simplifying, extending and recalibrating.
enum StageVariants {
  /// The stage with a smaller action: the ladder's rung below, or else a smaller amount.
  static func smaller(_ stage: Stage, domain: Domain) -> Stage? {
    var easier = stage
    var what = ""
    let ladder = Ladders.of(domain)
    if stage.level > 0 && stage.level < ladder.count
      && ladder[stage.level].name == stage.habit.name
    {
      let rung = ladder[stage.level - 1]
      easier.habit.name = rung.name
      easier.habit.action = rung.action
      easier.habit.measure = rung.measure
      easier.level = stage.level - 1
      easier.isEdited = false
      easier.isOwnAction = false
      what = rung.name.lowercased()
    } else if case .numeric(let target, let unit, .atLeast) = stage.habit.measure, target >= 2 {
      // Half the dose, and the measure with it: a session of runs half as long counts half the
      // running. Without a dose, the measure is the dose.
      let amount = stage.dose?.amount ?? target
      let smaller = amount >= 2 ? (amount / 2).rounded(.down) : amount / 2
      let measured = max(1, (target * smaller / amount).rounded(.down))
      easier.habit.measure = .numeric(target: measured, unit: unit, kind: .atLeast)
      easier.dose?.amount = smaller
      // One dose everywhere: the name says the new amount, and the action no longer carries
      // the old one.
      let dose = easier.dose?.summary ?? Quantity(smaller, unit).text
      easier.habit.action = Self.cut(
        "A lighter version: \(dose). Keep it easy; the full step waits until this feels light.",
        to: Limits.descriptionLength)
      let renamed = Self.replacing(Self.amount(amount), with: smaller, in: stage.habit.name)
      easier.habit.name = Self.cut("Lighter: \(renamed ?? dose)")
      easier.level = max(0, stage.level - 1)
      easier.isEdited = false
      what = dose
    } else {
      return nil
    }
    easier.title = easier.habit.name
    easier.rationale =
      "A lighter version for now: \(what). Doing the smaller "
      + "thing often builds more than the bigger thing now and then."
    easier.status = .recalibrated
    return easier
  }

  /// The stage asking one day fewer (not below 2 of 7).
  static func fewerDays(_ stage: Stage) -> Stage? {
    guard stage.criterion.days > 2 else { return nil }
    var easier = stage
    easier.criterion = Criterion(days: stage.criterion.days - 1)
    easier.habit.schedule = .timesPerWeek(easier.criterion.days)
    easier.rationale =
      "A lighter version for now: the same habit on \(easier.criterion.text). Fewer days "
      + "leave room for real life, and consistency grows from there."
    easier.status = .recalibrated
    return easier
  }

  /// A bridging week at the level of `stage`, before the next step.
  static func bridge(after stage: Stage) -> Stage {
    var bridge = stage
    bridge.title = Self.cut("Bridge: \(stage.habit.name)")
    bridge.rationale =
      "An extra week at this level, so the next step feels smaller when it comes."
    bridge.status = .recalibrated
    // The bridging week is the coach's, not the person's.
    bridge.isEdited = false
    return bridge
  }

  /// `name` with its word `old` (the stage's amount) changed to `new`, the next word made
  /// singular for one ("Stretch 5 minutes" → "Stretch 2 minutes", "Meditate 1 minute"); nil
  /// when the name does not say the amount.
  static func replacing(_ old: String, with new: Double, in name: String) -> String? {
    var words = name.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    guard let at = words.firstIndex(of: old) else { return nil }
    words[at] = amount(new)
    if new == 1, at + 1 < words.count, words[at + 1].hasSuffix("s"), !words[at + 1].hasSuffix("ss")
    {
      words[at + 1].removeLast()
    }
    return words.joined(separator: " ")
  }

  static func amount(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// `text` cut to `length` characters (a habit name's by default).
  static func cut(_ text: String, to length: Int = Limits.nameLength) -> String {
    text.count <= length ? text : String(text.prefix(length - 1)) + "…"
  }
}
