import ArgumentParser

struct Health: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Tick habits from Apple Health or Google Fit exports (read-only).",
    discussion: """
      Link a habit to a measure by a rule ('ripple health link Walk steps 8000'), then import \
      an export: each day the rule held becomes a check-in, unless the habit has one. Nothing \
      else from the file is kept.
      """,
    subcommands: [HealthList.self, HealthLinkCommand.self, HealthUnlink.self, HealthImport.self],
    defaultSubcommand: HealthList.self)
}
