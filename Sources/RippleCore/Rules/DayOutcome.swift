/// What a day amounts to for one habit, once its measure is applied.
public enum DayOutcome: String, Sendable, CaseIterable {
  /// Done (for numeric habits: the target was met).
  case done
  /// A numeric habit with some progress that did not meet its target.
  case partial
  case skipped
  /// An explicit "no", or a numeric "at most" habit over its limit.
  case missed
  /// Nothing logged.
  case none
}

extension CheckIn {
  /// Applies the habit's measure to this check-in.
  public func outcome(for measure: Measure) -> DayOutcome {
    switch state {
    case .skipped: return .skipped
    case .missed: return .missed
    case .done:
      guard case .numeric(let target, _, let kind) = measure, let value else { return .done }
      switch kind {
      case .atLeast: return value >= target ? .done : (value > 0 ? .partial : .none)
      case .atMost: return value <= target ? .done : .missed
      }
    }
  }
}
