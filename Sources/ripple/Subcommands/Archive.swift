import ArgumentParser

struct Archive: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Archive a habit: hide it from Today and keep its history.")

  @Argument(help: "The habit: its name, or the start of it.")
  var habit: String

  @OptionGroup var output: OutputOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let session = try await Session.open(store, today)
    let habit = try await session.habit(self.habit, scope: .active)
    let archived = try await session.store.setArchived(
      habit.id, archived: true, for: session.user, today: session.today, now: session.nowMillis)
    try HabitOutput.print(
      session.shown(archived), verb: "Archived", output: output, settings: session.settings,
      note: " Its history is kept; 'ripple unarchive' brings it back.")
  }
}
