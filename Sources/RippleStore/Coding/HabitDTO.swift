import RippleCore
import RippleWire

/// A habit as JSON, with the keys of docs/API.md (without the read-only `scheduleText`).
/// Decoding requires `id`, `name`, `color`, `schedule`, `measure` and `createdDay`; the other
/// keys default to a new habit's values.
public struct HabitDTO: Codable, Sendable, Equatable {
  public var habit: Habit

  public init(_ habit: Habit) { self.habit = habit }

  enum CodingKeys: String, CodingKey {
    case id, name, description, color, icon, categoryId, schedule, measure, reminders, archived
    case sortOrder, createdDay, createdAt, updatedAt
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let categoryID = try container.decodeIfPresent(String.self, forKey: .categoryId)
    habit = Habit(
      id: HabitID(try container.decode(String.self, forKey: .id)),
      name: try container.decode(String.self, forKey: .name),
      description: try container.decodeIfPresent(String.self, forKey: .description) ?? "",
      color: try container.decode(String.self, forKey: .color),
      icon: try container.decodeIfPresent(String.self, forKey: .icon) ?? "dot",
      categoryID: categoryID.map(CategoryID.init),
      schedule: try container.decode(ScheduleDTO.self, forKey: .schedule).schedule,
      measure: try container.decode(MeasureDTO.self, forKey: .measure).measure,
      reminders: try container.decodeIfPresent([ReminderDTO].self, forKey: .reminders)?
        .map(\.reminder) ?? [],
      isArchived: try container.decodeIfPresent(Bool.self, forKey: .archived) ?? false,
      sortOrder: try container.decodeIfPresent(Int.self, forKey: .sortOrder) ?? 0,
      createdDay: try container.decodeDay(.createdDay),
      createdAt: try container.decodeIfPresent(Int64.self, forKey: .createdAt) ?? 0,
      updatedAt: try container.decodeIfPresent(Int64.self, forKey: .updatedAt) ?? 0)
  }

  /// Written as the API writes it (RippleWire's `StoredHabitWire`), so a backup holds the same
  /// JSON as `/changes`.
  public func encode(to encoder: any Encoder) throws {
    try StoredHabitWire(habit).encodeWire(to: encoder)
  }
}
