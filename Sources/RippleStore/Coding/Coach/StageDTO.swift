import RippleCore
import RippleWire

/// A stage's habit as JSON: `{"name", "action", "schedule", "measure"}`.
public struct StageHabitDTO: Codable, Sendable, Equatable {
  public var habit: StageHabit

  public init(_ habit: StageHabit) { self.habit = habit }

  enum CodingKeys: String, CodingKey { case name, action, schedule, measure }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    habit = StageHabit(
      name: try container.decode(String.self, forKey: .name),
      action: try container.decode(String.self, forKey: .action),
      schedule: try container.decode(ScheduleDTO.self, forKey: .schedule).schedule,
      measure: try container.decodeIfPresent(MeasureDTO.self, forKey: .measure)?.measure
        ?? .boolean)
  }

  public func encode(to encoder: any Encoder) throws {
    try StageHabitWire(habit).encodeWire(to: encoder)
  }
}

/// A stage as JSON: `{"week", "phase", "title", "habit", "criterion" (days of 7), "rationale",
/// "tips", "status", "level", "dose": {"amount", "unit", "daysPerWeek"} | null,
/// "consolidation", "edited", "weeks", "stepBack", "ownAction"}`; stages stored before doses
/// existed read with no dose, those stored before edits were marked read as not edited and in
/// the planner's words, and those stored before stages could last several weeks read as one week
/// that is no step back. Inside a roadmap each stage also says the week it begins in
/// ("firstWeek").
public struct StageDTO: Codable, Sendable, Equatable {
  public var stage: Stage
  /// The week of the plan the stage begins in, written when the roadmap is known (not read
  /// back: the stages' weeks say it).
  public var firstWeek: Int?

  public init(_ stage: Stage, firstWeek: Int? = nil) {
    self.stage = stage
    self.firstWeek = firstWeek
  }

  enum CodingKeys: String, CodingKey {
    case week, phase, title, habit, criterion, rationale, tips, status, level, dose, consolidation
    case edited, weeks, stepBack, firstWeek, ownAction
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let level = try container.decodeIfPresent(Int.self, forKey: .level) ?? 0
    guard Self.levels.contains(level) else {
      throw DecodingError.dataCorruptedError(
        forKey: .level, in: container, debugDescription: "A level is 0 to \(Self.levels.upperBound)"
      )
    }
    stage = Stage(
      week: try container.decode(Int.self, forKey: .week),
      phase: try container.decodeCode(Phase.self, .phase),
      title: try container.decode(String.self, forKey: .title),
      habit: try container.decode(StageHabitDTO.self, forKey: .habit).habit,
      criterion: Criterion(days: try container.decode(Int.self, forKey: .criterion)),
      rationale: try container.decode(String.self, forKey: .rationale),
      tips: try container.decode([String].self, forKey: .tips),
      status: try container.contains(.status)
        ? container.decodeCode(StageStatus.self, .status) : .upcoming,
      level: level,
      dose: try container.decodeIfPresent(DoseDTO.self, forKey: .dose)?.dose,
      isConsolidation: try container.decodeIfPresent(Bool.self, forKey: .consolidation) ?? false,
      isEdited: try container.decodeIfPresent(Bool.self, forKey: .edited) ?? false,
      weeks: try container.decodeIfPresent(Int.self, forKey: .weeks) ?? 1,
      isStepBack: try container.decodeIfPresent(Bool.self, forKey: .stepBack) ?? false,
      isOwnAction: try container.decodeIfPresent(Bool.self, forKey: .ownAction) ?? false)
    guard Self.weeks.contains(stage.weeks) else {
      throw DecodingError.dataCorruptedError(
        forKey: .weeks, in: container,
        debugDescription: "A stage lasts 1 to \(Self.weeks.upperBound) weeks")
    }
  }

  /// The weeks a stage may last: up to the longest timeline.
  static let weeks = 1...GoalTimeline.plannedRange.upperBound

  /// The rungs a stage may stand on (a ladder has far fewer).
  static let levels = 0...1000

  public func encode(to encoder: any Encoder) throws {
    try StageWire(stage, firstWeek: firstWeek).encodeWire(to: encoder)
  }
}
