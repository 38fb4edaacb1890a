import RippleCore

/// Apple's `HKWorkoutActivityType…` names, normalised; any type not listed is `.other`.
enum AppleWorkoutActivity {
  static func type(of activity: UnsafeBufferPointer<UInt8>) -> HealthWorkoutType {
    let prefix = "HKWorkoutActivityType"
    let name = String(decoding: activity, as: UTF8.self)
    guard name.hasPrefix(prefix) else { return .other }
    return types[String(name.dropFirst(prefix.count))] ?? .other
  }

  private static let types: [String: HealthWorkoutType] = [
    "Running": .running, "Walking": .walking, "Cycling": .cycling, "Swimming": .swimming,
    "Hiking": .hiking, "Yoga": .yoga, "HighIntensityIntervalTraining": .hiit,
    "TraditionalStrengthTraining": .strength, "FunctionalStrengthTraining": .strength,
  ]
}
