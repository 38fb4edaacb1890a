extension Stage {
  /// The stage after the person edits its name or criterion, kept consistent: the dose's days
  /// follow the criterion (a criterion may ask up to two days fewer than the dose), the
  /// habit's schedule follows the criterion, the title follows a renamed habit (or else the
  /// person's new action), and the rationale says what changed. A stage the person changed is
  /// marked edited, so it can be shown as "modified".
  public func edited(name: String?, action: String?, criterion days: Int?) -> Stage {
    var stage = self
    stage.isEdited =
      isEdited || (name.map { $0 != habit.name } ?? false)
      || (action.map { $0 != habit.action } ?? false)
      || (days.map { $0 != criterion.days } ?? false)
    if let name, name != habit.name {
      stage.habit.name = name
      stage.title = isConsolidation ? "Settle in: \(name)" : name
      if stage.title.count > 100 { stage.title = name }
    }
    if let action, action != habit.action {
      stage.habit.action = action
      // The person's own words replace the planned step: the title says them (unless they
      // named the stage), and the rationale no longer speaks of the planned dose.
      if name == nil {
        stage.title = action.count <= 100 ? action : String(action.prefix(99)) + "…"
      }
      stage.rationale =
        "In your own words for this week. It keeps its place in the plan, so each step still "
        + "builds on the one before."
    }
    if let days, days != criterion.days {
      stage.criterion = Criterion(days: days)
      stage.habit.schedule = .timesPerWeek(stage.criterion.days)
      if var dose = stage.dose {
        dose.daysPerWeek = max(
          stage.criterion.days, min(dose.daysPerWeek, stage.criterion.days + 2))
        stage.dose = dose
        let amount =
          dose.unit == "bedtime" || dose.unit == "wake" ? ClockText.text(dose.amount) : dose.text
        stage.rationale =
          stage.habit.action != habit.action
          ? "You chose \(stage.criterion.text) for this week. " + stage.rationale
          : "You chose \(stage.criterion.text) for this week; the amount stays \(amount). "
            + rationale
        if stage.rationale.count > 500 {
          stage.rationale = String(stage.rationale.prefix(499)) + "…"
        }
      }
    }
    return stage
  }
}
