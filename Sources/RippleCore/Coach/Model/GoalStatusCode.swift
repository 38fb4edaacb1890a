/// A goal status's name: "active", "paused", "completed" or "abandoned".
public enum GoalStatusCode {
  /// Every status's name.
  public static let names = ["active", "paused", "completed", "abandoned"]

  public static func name(_ status: GoalStatus) -> String {
    switch status {
    case .active: return "active"
    case .paused: return "paused"
    case .completed: return "completed"
    case .abandoned: return "abandoned"
    }
  }
}
