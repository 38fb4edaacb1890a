import ArgumentParser
import RippleStore

/// `--database PATH`, shared by every subcommand that opens the store.
struct DatabaseOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The Ripple database file.",
      discussion:
        "Default: $XDG_DATA_HOME/ripple/ripple.sqlite, else ~/.local/share/ripple/ripple.sqlite.",
      valueName: "path"))
  var database: String?

  /// Opens (or creates) the store.
  func openStore(plans: PlanPolicy = PlanPolicy()) throws -> SQLiteStore {
    try SQLiteStore(path: database ?? SQLiteStore.defaultPath(), plans: plans)
  }
}
