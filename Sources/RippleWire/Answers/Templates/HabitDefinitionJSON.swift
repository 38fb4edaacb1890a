#if !hasFeature(Embedded)
import RippleCore

/// A habit's definition with nothing of the person's (no id, history, category or dates): what
/// a routine file carries for each habit.
public struct HabitDefinitionJSON: WireObject, Sendable {
  public var definition: HabitDefinition

  public init(_ definition: HabitDefinition) { self.definition = definition }

  public static let wireName = "HabitDefinition"
  public static let wireSummary =
    "What a habit is, without anything of the person's: no id, history, category or dates"
  public static let wireFields: [WireField<HabitDefinitionJSON>] =
    (HabitDefinitionFields.look() + HabitDefinitionFields.plan()).map {
      $0.reading { (json: HabitDefinitionJSON) in json.definition }
    }
}
#endif
