import Hummingbird
import RippleCore
import RippleStore

/// `POST /api/v1/schedules/preview`: a draft schedule in words and the days over the next two
/// weeks it would be due on, as the engine decides them (`SchedulePreview`).
struct SchedulePreviewJSON: ResponseEncodable, Sendable {
  struct DayJSON: Encodable, Sendable {
    var day: String
    var weekday: String
    var due: Bool
  }

  var scheduleText: String
  var flexible: Bool
  var days: [DayJSON]

  init(_ preview: SchedulePreview) {
    scheduleText = preview.text
    flexible = preview.flexible
    days = preview.days.map {
      DayJSON(day: $0.day.text, weekday: $0.day.weekday.code, due: $0.due)
    }
  }
}

/// The body of a preview: the schedule as a habit carries it (so errors name `schedule` and
/// `schedule.<key>` exactly as habit creation does).
struct SchedulePreviewInput: Decodable, Sendable {
  var schedule: ScheduleDTO
}
