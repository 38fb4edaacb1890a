import RippleCore
import RippleStore

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
