import RippleCore

/// A user's change to an upcoming stage of the roadmap in force (a manual
/// adjustment): its habit's name and action (`StageEdits`), its criterion (one of
/// `StageEdits.dayChoices`, else a 422 saying which days fit), or its place within its phase.
/// The roadmap must still keep every planner rule.
enum StageEdit {
  static func applied(
    _ input: StageEditInput, week: Int, to state: CoachState
  ) throws(APIError) -> CoachState {
    var roadmap = state.roadmap
    let index = week - 1
    guard roadmap.stages.indices.contains(index) else {
      throw .notFound("This roadmap has no week \(week)")
    }
    guard index > state.currentIndex, !state.goal.status.isFinished else {
      throw APIError(
        .conflict, code: .conflict,
        message: "Only upcoming stages can be edited; make the current one lighter instead",
        field: "week")
    }
    if let name = input.name {
      guard !TextRules.isBlank(name), name.count <= Limits.nameLength else {
        throw .invalid("A stage's name has 1 to \(Limits.nameLength) characters", field: "name")
      }
      try GoalDraftInput.text(name, field: "name", limit: Limits.nameLength)
    }
    if let action = input.action {
      guard !TextRules.isBlank(action) else {
        throw .invalid("A stage needs an action", field: "action")
      }
      try GoalDraftInput.text(action, field: "action", limit: Limits.descriptionLength)
    }
    if let days = input.criterion, !Criterion.plannerRange.contains(days) {
      throw .invalid("A criterion is 1 to 7 days of 7", field: "criterion")
    }
    if let days = input.criterion, days != roadmap.stages[index].criterion.days {
      let choices = StageEdits.dayChoices(week: week, in: roadmap)
      guard choices.contains(days) else {
        throw .invalid(StageEdits.daysText(choices), field: "criterion")
      }
    }
    var stage = StageEdits.applied(
      to: roadmap.stages[index], name: input.name, action: input.action,
      criterion: input.criterion)
    if let target = input.week, !(1...99).contains(target) {
      throw .invalid("A stage moves to an upcoming week of the roadmap", field: "week")
    }
    roadmap.stages.remove(at: index)
    let target = (input.week ?? week) - 1
    guard target > state.currentIndex, target <= roadmap.stages.count else {
      throw .invalid("A stage moves to an upcoming week of the roadmap", field: "week")
    }
    // A stage the person moved is theirs too: it shows as modified.
    if target != index { stage.isEdited = true }
    roadmap.stages.insert(stage, at: target)
    for position in roadmap.stages.indices { roadmap.stages[position].week = position + 1 }
    if RoadmapWording.firstRuledOut(in: roadmap) != nil {
      throw .invalid("Let's keep the words kind", field: input.action == nil ? "name" : "action")
    }
    do {
      try RoadmapCheck.validate(roadmap)
    } catch {
      throw .invalid(message(error), field: field(error, input))
    }
    var next = state
    next.roadmap = roadmap
    return next
  }

  private static func message(_ issue: RoadmapIssue) -> String {
    switch issue {
    case .phaseOrder: return "A stage stays within its phase"
    case .easier, .dose: return "Stages never get easier than the one before"
    case .unsafe: return "That would ramp up faster than is safe"
    case .criterion: return "A criterion asks at most the dose's days and at most two fewer"
    case .action: return "A stage needs a short name and an action"
    default: return "The roadmap would break a planner rule"
    }
  }

  private static func field(_ issue: RoadmapIssue, _ input: StageEditInput) -> String {
    switch issue {
    case .action: return input.action == nil ? "name" : "action"
    case .criterion: return "criterion"
    case .easier, .dose, .unsafe: return input.criterion == nil ? "week" : "criterion"
    default: return "week"
    }
  }
}
