import RippleCore

/// The `Record` types Ripple reads, by their HealthKit identifiers.
enum AppleRecordKind {
  case steps
  case exerciseTime
  case standHour
  case mindfulSession
  case sleep

  init?(type: UnsafeBufferPointer<UInt8>) {
    if ASCII.equals(type, "HKQuantityTypeIdentifierStepCount") {
      self = .steps
    } else if ASCII.equals(type, "HKQuantityTypeIdentifierAppleExerciseTime") {
      self = .exerciseTime
    } else if ASCII.equals(type, "HKCategoryTypeIdentifierAppleStandHour") {
      self = .standHour
    } else if ASCII.equals(type, "HKCategoryTypeIdentifierMindfulSession") {
      self = .mindfulSession
    } else if ASCII.equals(type, "HKCategoryTypeIdentifierSleepAnalysis") {
      self = .sleep
    } else {
      return nil
    }
  }

  var measure: HealthMeasure {
    switch self {
    case .steps: return .steps
    case .exerciseTime: return .exerciseMinutes
    case .standHour: return .standHours
    case .mindfulSession: return .mindfulMinutes
    case .sleep: return .sleepHours
    }
  }
}
