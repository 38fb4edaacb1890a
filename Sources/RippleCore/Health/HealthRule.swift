/// "Steps ≥ 8,000": a day on which the rule holds counts as a check-in for the linked habit.
public struct HealthRule: Hashable, Sendable {
  public var measure: HealthMeasure
  public var threshold: Double
  /// Only with `.workoutMinutes`: counts that type's minutes alone.
  public var workoutType: HealthWorkoutType?

  public init(measure: HealthMeasure, threshold: Double, workoutType: HealthWorkoutType? = nil) {
    self.measure = measure
    self.threshold = threshold
    self.workoutType = workoutType
  }

  public func holds(on summary: HealthDaySummary) -> Bool {
    summary.value(of: measure, workoutType: workoutType) >= threshold
  }

  /// The rule, or the first problem with it.
  public func validated() throws(Problem) -> HealthRule {
    guard threshold.isFinite, threshold > 0 else { throw .thresholdNotPositive }
    guard threshold <= measure.maximumThreshold else {
      throw .thresholdTooLarge(measure: measure)
    }
    if workoutType != nil, measure != .workoutMinutes { throw .workoutTypeWithoutWorkouts }
    return self
  }

  /// The rule in words: "Steps ≥ 8,000", "Running ≥ 30 min", "Sleep ≥ 7.5 hours".
  public var sentence: String {
    let subject = workoutType?.title ?? measure.subject
    let amount = Counted.number(threshold)
    guard measure != .steps else { return "\(subject) ≥ \(amount)" }
    return "\(subject) ≥ \(amount) \(Counted.unit(measure.unit, for: threshold))"
  }
}
