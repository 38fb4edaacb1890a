import Hummingbird
import RippleCore
import RippleStore

/// The body of a preview: the schedule as a habit carries it (so errors name `schedule` and
/// `schedule.<key>` exactly as habit creation does).
struct SchedulePreviewInput: Decodable, Sendable {
  var schedule: ScheduleDTO
}
