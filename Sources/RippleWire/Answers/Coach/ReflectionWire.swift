#if !hasFeature(Embedded)
import RippleCore

/// What worked and what was hard in a stage, `{"id", "goalId", "stage", "day", "worked", "hard",
/// "createdAt"}` (the API document's `Reflection`, which backups hold too).
public struct ReflectionWire: WireValue, Sendable {
  public var reflection: GoalReflection

  public init(_ reflection: GoalReflection) { self.reflection = reflection }

  public static var wireType: WireType { .named("Reflection") }

  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("id", reflection.id)
      json.field("goalId", reflection.goalID)
      json.field("stage", reflection.stage)
      json.field("day", reflection.day.text)
      json.field("worked", reflection.worked)
      json.field("hard", reflection.hard)
      json.field("createdAt", reflection.createdAt)
    }
  }

  public func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
}

/// `GET /goals/{id}/reflections`: the goal's reflections, oldest first.
public struct ReflectionListJSON: WireObject, Sendable {
  public var reflections: [GoalReflection]

  public init(_ reflections: [GoalReflection]) { self.reflections = reflections }

  public static let wireName = "ReflectionList"
  public static let wireSummary = "A goal's reflections, oldest first"
  public static let wireFields: [WireField<ReflectionListJSON>] = [
    WireField("reflections") { $0.reflections.map(ReflectionWire.init) }
  ]
}
#endif
