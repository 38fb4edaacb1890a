import RippleCore

/// `ripple list`: one line per habit with its colour, schedule, target, category and reminders.
struct HabitTable {
  var style: TerminalStyle
  var settings: Settings
  var categories: [Category]

  func render(_ habits: [Habit]) -> String {
    guard !habits.isEmpty else { return "No habits yet. Add one with: ripple add NAME" }
    let header = ["", "NAME", "SCHEDULE", "TARGET", "CATEGORY", "REMINDERS"].map { style.dim($0) }
    return TextTable.render([header] + habits.map(row)).joined(separator: "\n")
  }

  func row(_ habit: Habit) -> [Styled] {
    let category = categories.first { $0.id == habit.categoryID }?.name ?? ""
    let reminders = habit.reminders.sorted { $0.minuteOfDay < $1.minuteOfDay }
      .map(\.timeText).joined(separator: ", ")
    let name = habit.isArchived ? style.dim(habit.name + " (archived)") : Styled(habit.name)
    return [
      style.paint(style.glyphs.done, habit.color), name,
      Styled(habit.schedule.text(firstWeekday: settings.firstWeekday)),
      Styled(habit.measure.isNumeric ? NumberText.measure(habit.measure) : ""), Styled(category),
      Styled(reminders),
    ]
  }
}
