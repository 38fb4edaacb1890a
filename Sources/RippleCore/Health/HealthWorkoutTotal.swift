/// The minutes of one kind of workout on one day.
public struct HealthWorkoutTotal: Hashable, Sendable {
  public var type: HealthWorkoutType
  public var minutes: Double

  public init(type: HealthWorkoutType, minutes: Double) {
    self.type = type
    self.minutes = minutes
  }
}
