import ArgumentParser
import Foundation
import RippleCore

struct Add: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Add a habit.",
    discussion: """
      Daily unless a schedule is given. Examples:
        ripple add "Read" --weekly 3
        ripple add "Water" --target 8 --unit glasses --reminder 09:00
        ripple add "Coffee" --target 2 --unit cups --at-most --color Amber
      """)

  @Argument(help: "The habit's name (at most 50 characters).")
  var name: String

  @OptionGroup(title: "Schedule") var schedule: ScheduleOptions
  @OptionGroup(title: "Measure") var measure: MeasureOptions
  @OptionGroup(title: "Details") var details: HabitDetailsOptions
  @OptionGroup var output: OutputOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func validate() throws {
    if measure.target == nil, measure.unit != nil || measure.bound != nil {
      throw ArgumentParser.ValidationError(
        "--unit, --at-least and --at-most need a target: add --target X")
    }
  }

  func run() async throws {
    let session = try await Session.open(store, today)
    var habit = Habit(
      id: HabitID(UUID().uuidString.uppercased()), name: name, color: "", createdDay: session.today,
      createdAt: session.nowMillis, updatedAt: session.nowMillis)
    try await HabitForm(schedule: schedule, measure: measure, details: details)
      .apply(to: &habit, session: session)
    let created = try await session.createHabit(habit)
    try HabitOutput.print(created, verb: "Added", output: output, settings: session.settings)
  }
}
