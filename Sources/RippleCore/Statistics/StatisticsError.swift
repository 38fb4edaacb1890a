/// Why statistics could not be given.
public enum StatisticsError: Error, Hashable, Sendable {
  /// The range needs premium; the reason is what the UI shows.
  case needsPremium(reason: String)
  case habitNotFound(HabitID)

  public var message: String {
    switch self {
    case .needsPremium(let reason): return reason
    case .habitNotFound(let id): return "No habit with id '\(id)'"
    }
  }
}
