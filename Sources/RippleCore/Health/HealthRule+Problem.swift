extension HealthRule {
  /// Why a rule cannot be kept, in a sentence a person reads.
  public enum Problem: Error, Hashable, Sendable {
    case thresholdNotPositive
    case thresholdTooLarge(measure: HealthMeasure)
    case workoutTypeWithoutWorkouts

    /// The member of a link's request at fault.
    public var field: String {
      switch self {
      case .thresholdNotPositive, .thresholdTooLarge: "threshold"
      case .workoutTypeWithoutWorkouts: "workoutType"
      }
    }

    public var message: String {
      switch self {
      case .thresholdNotPositive:
        return "The threshold must be a number greater than 0"
      case .thresholdTooLarge(let measure):
        let maximum = Counted.number(measure.maximumThreshold)
        return "\(measure.title) can ask for at most \(maximum) \(measure.unit) a day"
      case .workoutTypeWithoutWorkouts:
        return "A workout type goes only with workout minutes"
      }
    }
  }
}
