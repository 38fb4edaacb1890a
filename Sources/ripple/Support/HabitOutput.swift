import RippleCore
import RippleServices
import RippleWire

/// What `add`, `edit`, `archive` and `unarchive` print: the habit as JSON, or one line.
enum HabitOutput {
  static func print(
    _ habit: Habit, verb: String, output: OutputOptions, settings: Settings, note: String = ""
  ) throws {
    if output.json {
      try JSONOutput.print(HabitJSON(habit, firstWeekday: settings.firstWeekday))
      return
    }
    var facts = [habit.schedule.text(firstWeekday: settings.firstWeekday)]
    if habit.measure.isNumeric { facts.append(NumberText.measure(habit.measure)) }
    facts.append(ColorChoice.name(habit.color))
    if !habit.reminders.isEmpty {
      facts.append("reminders " + habit.reminders.map(\.timeText).joined(separator: ", "))
    }
    Console.out("\(verb) \(habit.name) (\(facts.joined(separator: ", ")))." + note)
  }
}
