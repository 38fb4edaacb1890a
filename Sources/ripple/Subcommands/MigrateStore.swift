import ArgumentParser
import Foundation
import RippleCore
import RippleStore
import RippleStoreOpening

/// `ripple migrate-store --from A --to B`: copies a Ripple database into another,
/// of either kind, e.g. a SQLite file into PostgreSQL and back.
struct MigrateStore: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "migrate-store",
    abstract: "Copy all of Ripple's data from one database into another (SQLite ↔ PostgreSQL).",
    discussion: """
      Copies every user's data (settings and plan, categories, habits, check-ins, goals and \
      reflections) and every account (email, password hash, admin flag). The target must be \
      empty of Ripple data. Sessions and tokens are not copied: people sign in again. Each \
      user's backup is compared between the two databases after the copy; a difference is an \
      error. Stop the servers on the source while it runs.
      """)

  @Option(
    help: ArgumentHelp(
      "The database to copy: a file or a postgres:// address.", valueName: "path|url"))
  var from: String

  @Option(
    help: ArgumentHelp("The database to copy into (created or empty).", valueName: "path|url"))
  var to: String

  func run() async throws {
    let source = try await Store.open(from)
    let target = try await Store.open(to)
    let copy = StoreCopy(source: source, target: target)
    let report = try await copy.run(now: Int64(Date().timeIntervalSince1970 * 1000))
    await source.close()
    await target.close()
    Console.out(
      "Copied \(report.users) users (\(report.accounts) accounts, \(report.habits) habits, "
        + "\(report.checkIns) check-ins) from \(source.displayName) to \(target.displayName); "
        + "their backups match.")
  }
}
