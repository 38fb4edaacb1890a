#if !hasFeature(Embedded)
import RippleCore

/// A habit as stored (the API document's `StoredHabit`, which backups and `/changes` hold, and a
/// restore sends): no derived text; `categoryId` is null when the habit has no category.
public struct StoredHabitWire: WireValue, Sendable {
  public var habit: Habit

  public init(_ habit: Habit) { self.habit = habit }

  public static var wireType: WireType { .named("StoredHabit") }

  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("id", habit.id.rawValue)
      json.field("name", habit.name)
      json.field("description", habit.description)
      json.field("color", habit.color)
      json.field("icon", habit.icon)
      json.nullable("categoryId", habit.categoryID?.rawValue)
      json.key("schedule")
      ScheduleWire(habit.schedule).write(to: &json)
      json.key("measure")
      MeasureWire(habit.measure).write(to: &json)
      json.key("reminders")
      habit.reminders.map(ReminderWire.init).write(to: &json)
      json.field("archived", habit.isArchived)
      json.field("sortOrder", habit.sortOrder)
      json.field("createdDay", habit.createdDay.text)
      json.field("createdAt", habit.createdAt)
      json.field("updatedAt", habit.updatedAt)
    }
  }

  public func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
}
#endif
