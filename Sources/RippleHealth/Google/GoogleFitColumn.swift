import RippleCore

/// What a column of Google Fit's daily activity metrics holds, by its header; the header set
/// varies between exports, so columns are found by name and unknown ones ignored.
///
/// Activity columns (`Running duration (ms)`) count toward their workout type, walking
/// included: Fit records a walk as an activity only when it recognised one, so a rule on
/// workout minutes with no type adds up every activity Fit detected. Still, in-vehicle,
/// tilting, unknown and inactive time are not activities; meditation is mindful time and the
/// sleep columns (all stages but awake) are sleep. Any other activity counts as `.other`.
enum GoogleFitColumn: Hashable {
  case date
  case steps
  case moveMinutes
  case mindful
  case sleep
  case workout(HealthWorkoutType)

  init?(header: String) {
    let name = header.trimmingSpaces
    if name == "Date" {
      self = .date
    } else if name == "Step count" {
      self = .steps
    } else if name == "Move Minutes count" {
      self = .moveMinutes
    } else if name.hasSuffix(" duration (ms)") {
      let activity = String(name.dropLast(" duration (ms)".count)).lowercased()
      guard let column = Self.activity(activity) else { return nil }
      self = column
    } else {
      return nil
    }
  }

  private static func activity(_ name: String) -> GoogleFitColumn? {
    if name.contains("awake") || notActivities.contains(name) { return nil }
    if name.contains("sleep") { return .sleep }
    if name.contains("meditation") { return .mindful }
    for (prefix, type) in workoutPrefixes where name.hasPrefix(prefix) { return .workout(type) }
    return .workout(.other)
  }

  private static let notActivities: Set<String> = [
    "inactive", "still", "still (not moving)", "in vehicle", "tilting", "unknown",
    "tilting (sudden device gravity change)", "unknown (unable to detect activity)",
  ]

  private static let workoutPrefixes: [(String, HealthWorkoutType)] = [
    ("walking", .walking), ("on foot", .walking), ("running", .running), ("jogging", .running),
    ("biking", .cycling), ("cycling", .cycling), ("spinning", .cycling),
    ("swimming", .swimming), ("hiking", .hiking), ("yoga", .yoga),
    ("high intensity interval training", .hiit), ("hiit", .hiit), ("interval training", .hiit),
    ("strength training", .strength), ("weightlifting", .strength),
  ]
}
