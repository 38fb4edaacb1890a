/// A habit a user tracks.
public struct Habit: Hashable, Sendable, Identifiable {
  public var id: HabitID
  public var name: String
  public var description: String
  /// `#RRGGBB`.
  public var color: String
  /// The name of an icon in the web app's icon set.
  public var icon: String
  public var categoryID: CategoryID?
  public var schedule: Schedule
  public var measure: Measure
  public var reminders: [Reminder]
  public var isArchived: Bool
  public var sortOrder: Int
  /// The user's day on which the habit was created; nothing is due before it.
  public var createdDay: Day
  /// Milliseconds since 1970, set by the edges.
  public var createdAt: Int64
  public var updatedAt: Int64

  /// The icon a habit has when none was chosen.
  public static let defaultIcon = "dot"

  public init(
    id: HabitID, name: String, description: String = "", color: String = Palette.auto[0].hex,
    icon: String = Habit.defaultIcon, categoryID: CategoryID? = nil, schedule: Schedule = .daily,
    measure: Measure = .boolean, reminders: [Reminder] = [], isArchived: Bool = false,
    sortOrder: Int = 0, createdDay: Day, createdAt: Int64 = 0, updatedAt: Int64 = 0
  ) {
    self.id = id
    self.name = name
    self.description = description
    self.color = color
    self.icon = icon
    self.categoryID = categoryID
    self.schedule = schedule
    self.measure = measure
    self.reminders = reminders
    self.isArchived = isArchived
    self.sortOrder = sortOrder
    self.createdDay = createdDay
    self.createdAt = createdAt
    self.updatedAt = updatedAt
  }

  /// The earliest reminder.
  public var firstReminder: Reminder? {
    reminders.min { $0.minuteOfDay < $1.minuteOfDay }
  }

  /// The earliest reminder on `weekday`, which decides the Today section and the time badge.
  public func firstReminder(on weekday: Weekday) -> Reminder? {
    reminders.filter { $0.weekdays.contains(weekday) }.min { $0.minuteOfDay < $1.minuteOfDay }
  }
}
