import ArgumentParser

struct Delete: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Delete a habit and all its check-ins.",
    discussion: """
      Asks first; without a terminal to ask on, --yes is required. To hide a habit and keep \
      its history, use 'ripple archive'.
      """)

  @Argument(help: "The habit: its name, or the start of it.")
  var habit: String

  @Flag(name: [.short, .long], help: "Delete without asking.")
  var yes = false

  @OptionGroup var output: OutputOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let session = try await Session.open(store, today)
    let habit = try await session.habit(self.habit, scope: .all)
    let checkIns = try await session.store.checkIns(for: session.user, habit: habit.id, in: nil)
    try Confirmation.require(
      "Delete '\(habit.name)' and its \(checkIns.count) check-ins? This cannot be undone.",
      yes: yes)
    try await session.store.deleteHabit(habit.id, for: session.user)
    if output.json {
      try JSONOutput.print(["deleted": habit.id.rawValue])
    } else {
      Console.out("Deleted \(habit.name) and its \(checkIns.count) check-ins.")
    }
  }
}
