import RippleServices

/// `ripple list --json`, `ripple add --json`…
struct HabitListJSON: Encodable {
  var habits: [HabitJSON]
}
