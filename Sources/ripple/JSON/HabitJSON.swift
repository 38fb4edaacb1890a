import RippleServices
import RippleWire

/// `ripple list --json`, `ripple add --json`…
struct HabitListJSON: Encodable {
  var habits: [HabitJSON]
}
