import RippleCore
import RippleStore

/// A habit as the API returns it: the stored fields and the read-only `scheduleText`.
struct HabitJSON: Encodable {
  var habit: Habit
  var scheduleText: String

  init(_ habit: Habit, firstWeekday: Weekday) {
    self.habit = habit
    scheduleText = habit.schedule.text(firstWeekday: firstWeekday)
  }

  enum CodingKeys: String, CodingKey { case scheduleText }

  func encode(to encoder: any Encoder) throws {
    try HabitDTO(habit).encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scheduleText, forKey: .scheduleText)
  }
}

/// `ripple list --json`, `ripple add --json`…
struct HabitListJSON: Encodable {
  var habits: [HabitJSON]
}
