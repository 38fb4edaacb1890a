import RippleCore
import RippleStore

/// A habit as the API returns it: the stored fields and the read-only `scheduleText`,
/// `streakUnit` and, for numeric habits, `valueEntry`.
public struct HabitJSON: Encodable, Sendable {
  public var habit: Habit
  public var scheduleText: String

  public init(_ habit: Habit, firstWeekday: Weekday) {
    self.habit = habit
    scheduleText = habit.schedule.text(firstWeekday: firstWeekday)
  }

  public enum CodingKeys: String, CodingKey { case scheduleText, streakUnit, valueEntry }

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
public struct ValueEntryJSON: Encodable, Sendable {
  public var steps: [Double]
  public var decrement: Double?
  public var metMin: Double?
  public var metMax: Double?

  public init(_ entry: ValueEntry) {
    steps = entry.steps
    decrement = entry.decrement
    metMin = entry.metMin
    metMax = entry.metMax
  }
}

/// The fields a client sends to create or change a habit; absent fields keep their value.
public struct HabitInput: Decodable, Sendable {
  public var id: String?
  public var name: String?
  public var description: String?
  public var color: String?
  public var icon: String?
  /// Present (possibly null) when the client set the category.
  public var categoryId: String??
  public var schedule: ScheduleDTO?
  public var measure: MeasureDTO?
  public var reminders: [ReminderDTO]?

  public enum CodingKeys: String, CodingKey {
    case id, name, description, color, icon, categoryId, schedule, measure, reminders
  }

  public init(from decoder: any Decoder) throws {
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
  public func applied(to habit: Habit) -> Habit {
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
