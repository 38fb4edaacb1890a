import RippleCore

/// A stage, as stored and as the API shows it (the API document's `Stage`, which a previewed
/// roadmap sent back holds too); inside a roadmap it also says the week it begins in
/// ("firstWeek", not read back).
public struct StageWire: WireValue, Sendable {
  public var stage: Stage
  public var firstWeek: Int?

  public init(_ stage: Stage, firstWeek: Int? = nil) {
    self.stage = stage
    self.firstWeek = firstWeek
  }

  #if !hasFeature(Embedded)
  public static var wireType: WireType { .named("Stage") }
  #endif

  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("week", stage.week)
      json.field("phase", stage.phase.rawValue)
      json.field("title", stage.title)
      json.key("habit")
      StageHabitWire(stage.habit).write(to: &json)
      json.field("criterion", stage.criterion.days)
      json.field("rationale", stage.rationale)
      json.key("tips")
      stage.tips.write(to: &json)
      json.field("status", stage.status.rawValue)
      json.field("level", stage.level)
      json.key("dose")
      if let dose = stage.dose { DoseWire(dose).write(to: &json) } else { json.null() }
      json.field("consolidation", stage.isConsolidation)
      json.field("edited", stage.isEdited)
      json.field("weeks", stage.weeks)
      json.field("stepBack", stage.isStepBack)
      json.optional("firstWeek", firstWeek)
      json.field("ownAction", stage.isOwnAction)
    }
  }

  #if !hasFeature(Embedded)
  public func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
  #endif
}

/// A stage's habit, `{"name", "action", "schedule", "measure"}` (the API document's
/// `StageHabit`).
public struct StageHabitWire: WireValue, Sendable {
  public var habit: StageHabit

  public init(_ habit: StageHabit) { self.habit = habit }

  #if !hasFeature(Embedded)
  public static var wireType: WireType { .named("StageHabit") }
  #endif

  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("name", habit.name)
      json.field("action", habit.action)
      json.key("schedule")
      ScheduleWire(habit.schedule).write(to: &json)
      json.key("measure")
      MeasureWire(habit.measure).write(to: &json)
    }
  }

  #if !hasFeature(Embedded)
  public func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
  #endif
}
