import ArgumentParser
import RippleCore

struct Edit: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Change a habit.",
    discussion: """
      Only what you give changes. Examples:
        ripple edit Read --name "Read fiction" --weekly 4
        ripple edit Water --target 10 --no-reminders
      """)

  @Argument(help: "The habit: its name, or the start of it.")
  var habit: String

  @Option(help: ArgumentHelp("A new name.", valueName: "name"))
  var name: String?

  @OptionGroup(title: "Schedule") var schedule: ScheduleOptions
  @OptionGroup(title: "Measure") var measure: MeasureOptions

  @Flag(help: "Measure as done or not, without a target.")
  var yesNo = false

  @OptionGroup(title: "Details") var details: HabitDetailsOptions

  @Flag(help: "Remove the habit from its category.")
  var noCategory = false

  @Flag(help: "Remove every reminder.")
  var noReminders = false

  @OptionGroup var output: OutputOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func validate() throws {
    if yesNo, measure.target != nil || measure.unit != nil || measure.bound != nil {
      throw ArgumentParser.ValidationError(
        "--yes-no removes the target: leave out --target, --unit, --at-least and --at-most")
    }
    if noCategory, details.category != nil {
      throw ArgumentParser.ValidationError("Use --category or --no-category, not both")
    }
    if noReminders, !details.reminder.isEmpty {
      throw ArgumentParser.ValidationError("Use --reminder or --no-reminders, not both")
    }
  }

  func run() async throws {
    let session = try await Session.open(store, today)
    var habit = try await session.habit(self.habit, scope: .all)
    if let name { habit.name = name }
    if yesNo { habit.measure = .boolean }
    if noCategory { habit.categoryID = nil }
    if noReminders { habit.reminders = [] }
    try await HabitForm(schedule: schedule, measure: measure, details: details)
      .apply(to: &habit, session: session)
    habit.updatedAt = session.nowMillis
    let updated = try await session.updateHabit(
      habit, wordsChanged: name != nil || details.description != nil)
    try HabitOutput.print(updated, verb: "Saved", output: output, settings: session.settings)
  }
}
