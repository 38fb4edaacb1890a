import ArgumentParser
import RippleServices
import RippleStore
import RippleWire

struct List: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "List your habits.")

  @Flag(help: "List archived habits instead of active ones.")
  var archived = false

  @Flag(help: "List active and archived habits.")
  var all = false

  @OptionGroup var output: OutputOptions
  @OptionGroup var display: DisplayOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func validate() throws {
    if archived && all { throw ArgumentParser.ValidationError("Use --archived or --all, not both") }
  }

  func run() async throws {
    let session = try await Session.open(store, today)
    let habits = try await session.habits(all ? .all : archived ? .archived : .active)
    if output.json {
      let first = session.settings.firstWeekday
      try JSONOutput.print(HabitListJSON(habits, firstWeekday: first))
      return
    }
    let categories = try await session.categories()
    let table = HabitTable(
      style: display.style, settings: session.settings, categories: categories)
    Console.out(table.render(habits))
  }
}
