/// Easier and bridging versions of a stage, for simplifying, extending and recalibrating.
enum StageVariants {
  /// The stage with a smaller action: the ladder's rung below, or else a smaller amount.
  static func smaller(_ stage: Stage, domain: Domain) -> Stage? {
    var easier = stage
    let ladder = Ladders.of(domain)
    if stage.level > 0 && stage.level < ladder.count
      && ladder[stage.level].name == stage.habit.name
    {
      let rung = ladder[stage.level - 1]
      easier.habit.name = rung.name
      easier.habit.action = rung.action
      easier.habit.measure = rung.measure
      easier.level = stage.level - 1
    } else if case .numeric(let target, let unit, .atLeast) = stage.habit.measure, target >= 2 {
      let smaller = (target / 2).rounded(.down)
      easier.habit.measure = .numeric(target: smaller, unit: unit, kind: .atLeast)
      easier.dose?.amount = smaller
      easier.habit.action = Self.cut(
        "A lighter version: \(amount(smaller)) \(unit). " + stage.habit.action,
        to: Limits.descriptionLength)
      easier.habit.name = Self.cut("Lighter: \(stage.habit.name)")
      easier.level = max(0, stage.level - 1)
    } else {
      return nil
    }
    easier.title = easier.habit.name
    easier.rationale =
      "A lighter version for now: \(easier.habit.name.lowercased()). Doing the smaller "
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
    return bridge
  }

  static func amount(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// `text` cut to `length` characters (a habit name's by default).
  static func cut(_ text: String, to length: Int = Limits.nameLength) -> String {
    text.count <= length ? text : String(text.prefix(length - 1)) + "…"
  }
}
