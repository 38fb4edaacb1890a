import ArgumentParser
import Foundation
import RippleStore
import RippleStoreOpening
import RippleStoreSQLite

/// `--database PATH|URL`, shared by every subcommand that opens the store.
struct DatabaseOptions: ParsableArguments {
  static let environmentKey = "RIPPLE_DATABASE_URL"

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The Ripple database: a file (SQLite) or a postgres:// address (also RIPPLE_DATABASE_URL).",
      discussion: """
        Default: $XDG_DATA_HOME/ripple/ripple.sqlite, else ~/.local/share/ripple/ripple.sqlite. \
        PostgreSQL: postgres://user:password@host:port/database?sslmode=disable|prefer|require.
        """,
      valueName: "path|url"))
  var database: String?

  /// What to open: `--database`, else `RIPPLE_DATABASE_URL`, else the default file.
  func location(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> String {
    if let database { return database }
    if let url = environment[Self.environmentKey], !url.isEmpty { return url }
    return try SQLiteStore.defaultPath()
  }

  /// Opens (or creates) the store; `serving` for `ripple serve` (see `Store.open`).
  func openStore(
    plans: TierPolicy = TierPolicy(), serving: Bool = false
  ) async throws -> any RippleStoreBackend {
    try await Store.open(try location(), plans: plans, serving: serving)
  }
}
