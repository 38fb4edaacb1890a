import ArgumentParser
import RippleCore

/// A habit's colour, category, reminders, description and icon.
struct HabitDetailsOptions: ParsableArguments {
  @Option(help: ArgumentHelp("A colour name (Coral, Teal, Sky…) or #RRGGBB.", valueName: "color"))
  var color: String?

  @Option(help: ArgumentHelp("A category, created when new.", valueName: "name"))
  var category: String?

  @Option(
    help: ArgumentHelp("A daily reminder at HH:MM (repeat for more).", valueName: "time"),
    transform: ReminderTime.parse)
  var reminder: [Reminder] = []

  @Option(help: ArgumentHelp("A short description.", valueName: "text"))
  var description: String?

  @Option(help: ArgumentHelp("The web app's icon name.", valueName: "name"))
  var icon: String?
}
