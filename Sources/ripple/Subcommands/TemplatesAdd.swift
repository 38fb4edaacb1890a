import ArgumentParser
import Foundation
import RippleCore
import RippleServices

struct TemplatesAdd: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: "Add a habit from a template.",
    discussion: """
      Change anything afterwards with `ripple edit`. Example: ripple templates add drink-water
      """)

  @Argument(help: "The template's id (see `ripple templates`).")
  var id: String

  @Option(help: ArgumentHelp("Another name for the habit.", valueName: "name"))
  var name: String?

  @OptionGroup var output: OutputOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    guard let template = TemplateGallery.template(id) else {
      throw CommandError.notFound(
        "There is no template '\(id)'; `ripple templates` lists them")
    }
    let session = try await Session.open(store, today)
    var habit = template.definition.habit(
      id: HabitID(UUID().uuidString), createdDay: session.today, now: session.nowMillis)
    if let name { habit.name = name }
    // In private mode the name is sealed before it is written (`Session.createHabit`).
    let created = try await session.createHabit(habit)
    try HabitOutput.print(created, verb: "Added", output: output, settings: session.settings)
  }
}
