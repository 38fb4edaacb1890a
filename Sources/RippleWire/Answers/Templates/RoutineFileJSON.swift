#if !hasFeature(Embedded)
import RippleCore

/// A shared routine: a small versioned file of habit definitions, with no check-ins, notes or
/// ids (`GET /api/v1/routine`, `ripple templates export`).
public struct RoutineFileJSON: WireObject, Sendable {
  public var name: String
  public var habits: [HabitDefinition]

  public init(name: String, habits: [HabitDefinition]) {
    self.name = name
    self.habits = habits
  }

  /// What the file's `format` says, so a reader knows it for what it is.
  public static let format = "ripple-routine"
  /// The version this Ripple writes and reads.
  public static let version = 1

  public static let wireName = "RoutineFile"
  public static let wireSummary =
    "A routine to share: habit definitions only, no check-ins, notes or ids"
  public static let wireFields: [WireField<RoutineFileJSON>] = [
    WireField("format", as: .oneOf([format])) { _ in format },
    WireField("version") { _ in version },
    WireField("name") { $0.name },
    WireField("habits") { $0.habits.map(HabitDefinitionJSON.init) },
  ]
}
#endif
