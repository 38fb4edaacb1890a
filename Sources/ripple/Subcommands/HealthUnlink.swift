import ArgumentParser

struct HealthUnlink: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unlink",
    abstract: "Unlink a habit from health data (the check-ins it brought stay).")

  @Argument(help: ArgumentHelp("The habit (its name or the start of it).", valueName: "habit"))
  var habit: String

  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let session = try await Session.open(store, today)
    let found = try await session.habit(habit, scope: .all)
    guard try await HealthSession(session).store.removeHealthLink(found.id, for: session.user)
    else { throw CommandError.notFound("\(found.name) is not linked to health data") }
    Console.out("Unlinked \(found.name); the check-ins it brought stay.")
  }
}
