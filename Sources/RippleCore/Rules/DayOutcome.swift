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

  /// Applies a numeric target (nil for yes/no habits) to a logged state and value.
  init(state: CheckInState, value: Double?, numeric: (target: Double, kind: TargetKind)?) {
    switch state {
    case .skipped: self = .skipped
    case .missed: self = .missed
    case .done:
      guard let numeric, let value else {
        self = .done
        return
      }
      switch numeric.kind {
      case .atLeast: self = value >= numeric.target ? .done : (value > 0 ? .partial : .none)
      case .atMost: self = value <= numeric.target ? .done : .missed
      }
    }
  }
}

extension Measure {
  /// The target and its kind, for numeric habits.
  var numericTarget: (target: Double, kind: TargetKind)? {
    guard case .numeric(let target, _, let kind) = self else { return nil }
    return (target, kind)
  }
}

extension CheckIn {
  /// Applies the habit's measure to this check-in.
  public func outcome(for measure: Measure) -> DayOutcome {
    DayOutcome(state: state, value: value, numeric: measure.numericTarget)
  }
}
