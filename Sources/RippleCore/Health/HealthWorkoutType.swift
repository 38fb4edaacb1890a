/// The kind of a workout, normalised from each exporter's own names.
public enum HealthWorkoutType: String, CaseIterable, Hashable, Sendable {
  case running
  case walking
  case cycling
  case swimming
  case hiking
  case yoga
  case hiit
  case strength
  case other

  /// The type as a rule's sentence names it: "Running ≥ 30 min".
  public var title: String {
    switch self {
    case .running: return "Running"
    case .walking: return "Walking"
    case .cycling: return "Cycling"
    case .swimming: return "Swimming"
    case .hiking: return "Hiking"
    case .yoga: return "Yoga"
    case .hiit: return "HIIT"
    case .strength: return "Strength training"
    case .other: return "Other workouts"
    }
  }
}
