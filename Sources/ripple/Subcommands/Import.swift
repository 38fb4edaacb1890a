import ArgumentParser

struct Import: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Add habits and check-ins from another app.",
    subcommands: [ImportLoop.self])
}
