import ArgumentParser

struct Backup: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Save all your data (settings, categories, habits, check-ins) to a JSON file.",
    discussion: "'ripple restore FILE' brings it back.")

  @Option(
    name: .shortAndLong, help: ArgumentHelp("The backup file ('-': stdout).", valueName: "file"))
  var output: String

  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let session = try await Session.open(store, today)
    let document = try await session.store.backup(for: session.user, now: session.nowMillis)
    try DataFile.write(try document.encoded(), to: output)
    guard output != "-" else { return }
    Console.out(
      "Backed up \(document.habits.count) habits and \(document.checkIns.count) check-ins to \(output)."
    )
  }
}
