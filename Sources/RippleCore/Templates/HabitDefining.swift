/// The members that say what a habit is, shared by a stored habit and a bare definition, so both
/// are written from one list of members.
public protocol HabitDefining {
  var name: String { get }
  var description: String { get }
  var color: String { get }
  var icon: String { get }
  var schedule: Schedule { get }
  var measure: Measure { get }
  var reminders: [Reminder] { get }
}

extension Habit: HabitDefining {}
extension HabitDefinition: HabitDefining {}
