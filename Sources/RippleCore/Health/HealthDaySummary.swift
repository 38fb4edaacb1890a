/// One day's totals read from a health export; a measure nobody recorded stays 0.
public struct HealthDaySummary: Hashable, Sendable {
  public var day: Day
  public var steps: Double
  public var mindfulMinutes: Double
  public var sleepMinutes: Double
  public var standHours: Double
  public var exerciseMinutes: Double
  /// At most one total per type, in the order of `HealthWorkoutType.allCases`.
  public private(set) var workouts: [HealthWorkoutTotal]

  public init(
    day: Day, steps: Double = 0, mindfulMinutes: Double = 0, sleepMinutes: Double = 0,
    standHours: Double = 0, exerciseMinutes: Double = 0, workouts: [HealthWorkoutTotal] = []
  ) {
    self.day = day
    self.steps = steps
    self.mindfulMinutes = mindfulMinutes
    self.sleepMinutes = sleepMinutes
    self.standHours = standHours
    self.exerciseMinutes = exerciseMinutes
    self.workouts = []
    for workout in workouts { addWorkout(minutes: workout.minutes, type: workout.type) }
  }

  public var sleepHours: Double { sleepMinutes / 60 }

  public var workoutMinutes: Double {
    workouts.reduce(0) { $0 + $1.minutes }
  }

  public func workoutMinutes(of type: HealthWorkoutType) -> Double {
    workouts.first { $0.type == type }?.minutes ?? 0
  }

  public mutating func addWorkout(minutes: Double, type: HealthWorkoutType) {
    if let index = workouts.firstIndex(where: { $0.type == type }) {
      workouts[index].minutes += minutes
      return
    }
    let order = HealthWorkoutType.allCases
    let position = workouts.firstIndex {
      order.firstIndex(of: $0.type)! > order.firstIndex(of: type)!
    }
    workouts.insert(
      HealthWorkoutTotal(type: type, minutes: minutes), at: position ?? workouts.count)
  }

  /// The day's figure for `measure`; with a workout type, only that type's workout minutes.
  public func value(of measure: HealthMeasure, workoutType: HealthWorkoutType? = nil) -> Double {
    switch measure {
    case .steps: return steps
    case .workoutMinutes:
      guard let workoutType else { return workoutMinutes }
      return workoutMinutes(of: workoutType)
    case .mindfulMinutes: return mindfulMinutes
    case .sleepHours: return sleepHours
    case .standHours: return standHours
    case .exerciseMinutes: return exerciseMinutes
    }
  }
}
