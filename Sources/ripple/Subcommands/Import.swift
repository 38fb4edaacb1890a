import ArgumentParser

struct Import: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Add habits and check-ins from another app.",
    discussion:
      "ripple import FILE finds the app from the file; ripple import loop FILE reads Loop only.",
    subcommands: [ImportFile.self, ImportLoop.self], defaultSubcommand: ImportFile.self)
}
