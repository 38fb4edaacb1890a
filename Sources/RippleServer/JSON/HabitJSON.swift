import RippleCore
import RippleStore

/// A habit as the API returns it: the stored fields and the read-only `scheduleText`,
/// `streakUnit` and, for numeric habits, `valueEntry`.
public struct HabitJSON: Encodable, Sendable {
  var habit: Habit
  var scheduleText: String

  public init(_ habit: Habit, firstWeekday: Weekday) {
    self.habit = habit
    scheduleText = habit.schedule.text(firstWeekday: firstWeekday)
  }

  enum CodingKeys: String, CodingKey { case scheduleText, streakUnit, valueEntry }

  public func encode(to encoder: any Encoder) throws {
    try HabitDTO(habit).encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scheduleText, forKey: .scheduleText)
    try container.encode(habit.schedule.streakUnit.rawValue, forKey: .streakUnit)
    if let entry = ValueEntry(habit.measure) {
      try container.encode(ValueEntryJSON(entry), forKey: .valueEntry)
    }
  }
}

/// How a numeric habit's value is entered: quick-add steps, the minus step for small counts
/// and the values that meet the target (`metMax` absent: no upper bound).
struct ValueEntryJSON: Encodable, Sendable {
  var steps: [Double]
  var decrement: Double?
  var metMin: Double?
  var metMax: Double?

  init(_ entry: ValueEntry) {
    steps = entry.steps
    decrement = entry.decrement
    metMin = entry.metMin
    metMax = entry.metMax
  }
}

/// The fields a client sends to create or change a habit; absent fields keep their value.
struct HabitInput: Decodable, Sendable {
  var id: String?
  var name: String?
  var description: String?
  var color: String?
  var icon: String?
  /// Present (possibly null) when the client set the category.
  var categoryId: String??
  var schedule: ScheduleDTO?
  var measure: MeasureDTO?
  var reminders: [ReminderDTO]?

  enum CodingKeys: String, CodingKey {
    case id, name, description, color, icon, categoryId, schedule, measure, reminders
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decodeNonNullIfPresent(String.self, forKey: .id)
    name = try container.decodeNonNullIfPresent(String.self, forKey: .name)
    description = try container.decodeNonNullIfPresent(String.self, forKey: .description)
    color = try container.decodeNonNullIfPresent(String.self, forKey: .color)
    icon = try container.decodeNonNullIfPresent(String.self, forKey: .icon)
    if container.contains(.categoryId) {
      categoryId = .some(try container.decodeIfPresent(String.self, forKey: .categoryId))
    }
    schedule = try container.decodeNonNullIfPresent(ScheduleDTO.self, forKey: .schedule)
    measure = try container.decodeNonNullIfPresent(MeasureDTO.self, forKey: .measure)
    reminders = try container.decodeNonNullIfPresent([ReminderDTO].self, forKey: .reminders)
  }

  /// `habit` with this input's fields applied.
  func applied(to habit: Habit) -> Habit {
    var habit = habit
    if let name { habit.name = name }
    if let description { habit.description = description }
    if let color { habit.color = color.uppercased() }
    if let icon { habit.icon = icon }
    if let categoryId { habit.categoryID = categoryId.map(CategoryID.init) }
    if let schedule { habit.schedule = schedule.schedule }
    if let measure { habit.measure = measure.measure }
    if let reminders { habit.reminders = reminders.map(\.reminder) }
    return habit
  }
}
