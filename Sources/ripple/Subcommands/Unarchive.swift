import ArgumentParser

struct Unarchive: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Bring an archived habit back to Today.")

  @Argument(help: "The archived habit: its name, or the start of it.")
  var habit: String

  @OptionGroup var output: OutputOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let session = try await Session.open(store, today)
    let habit = try await session.habit(self.habit, scope: .archived)
    let active = try await session.store.setArchived(
      habit.id, archived: false, for: session.user, today: session.today, now: session.nowMillis)
    try HabitOutput.print(
      session.shown(active), verb: "Unarchived", output: output, settings: session.settings)
  }
}
