/// What a habit is, without anything of the person's: its name, look, schedule, measure and
/// reminders, but no id, history, category or dates. A template is one; a routine file carries
/// several, so sharing a routine shares nothing else.
public struct HabitDefinition: Hashable, Sendable {
  public var name: String
  public var description: String
  /// `#RRGGBB`.
  public var color: String
  public var icon: String
  public var schedule: Schedule
  public var measure: Measure
  public var reminders: [Reminder]

  public init(
    name: String, description: String = "", color: String, icon: String,
    schedule: Schedule = .daily, measure: Measure = .boolean, reminders: [Reminder] = []
  ) {
    self.name = name
    self.description = description
    self.color = color
    self.icon = icon
    self.schedule = schedule
    self.measure = measure
    self.reminders = reminders
  }

  /// The definition of `habit`.
  public init(_ habit: Habit) {
    self.init(
      name: habit.name, description: habit.description, color: habit.color, icon: habit.icon,
      schedule: habit.schedule, measure: habit.measure, reminders: habit.reminders)
  }

  /// A new habit of this definition, starting on `createdDay`; a schedule counted from a start
  /// day starts then too, so a shared "every other day" begins on the day it is added.
  public func habit(id: HabitID, createdDay: Day, now: Int64 = 0) -> Habit {
    var schedule = schedule
    if case .everyNDays(let every, _) = schedule {
      schedule = .everyNDays(every, start: createdDay)
    }
    return Habit(
      id: id, name: name, description: description, color: color, icon: icon,
      schedule: schedule, measure: measure, reminders: reminders, createdDay: createdDay,
      createdAt: now, updatedAt: now)
  }
}
