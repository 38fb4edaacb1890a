import Foundation
import RippleTestSupport
import Testing

/// The command line on PostgreSQL: `--database postgres://…` on the subcommands,
/// and `ripple migrate-store` from a SQLite file to PostgreSQL and back.
@Suite(.enabled(if: StoreKind.postgresURL != nil, "needs RIPPLE_TEST_POSTGRES_URL"))
struct PostgresCommandTests {
  /// The same commands print the same on both stores.
  @Test func commandsSayTheSameOnBothStores() throws {
    let sqlite = try CLI()
    let postgres = try CLI()
    postgres.databaseAddress = try TestDatabase(.postgres).address
    let script: [[String]] = [
      ["add", "Read", "--color", "#3B82F6"], ["add", "Walk", "--days", "mon,wed,fri"],
      ["done", "Read"], ["skip", "Walk"], ["today"], ["list"], ["week"],
    ]
    for arguments in script {
      let expected = try sqlite.run(arguments, today: sqlite.today)
      let actual = try postgres.run(arguments, today: postgres.today)
      #expect(expected.status == 0, "\(arguments): \(expected)")
      #expect(actual.stdout == expected.stdout, "\(arguments)")
      #expect(actual.status == expected.status, "\(arguments): \(actual)")
    }
  }

  @Test func migrateStoreCopiesToPostgresAndBackByteForByte() throws {
    let cli = try CLI()
    try cli.ok("add", "Read")
    try cli.ok("add", "Water", "--target", "8", "--unit", "glasses")
    try cli.ok("done", "Read")
    try cli.ok("done", "Read", today: "2026-01-07")
    let postgres = try TestDatabase(.postgres).address
    let back = cli.file("back.sqlite")

    let there = try cli.run(
      ["migrate-store", "--from", cli.database, "--to", postgres], today: nil)
    let again = try cli.run(["migrate-store", "--from", postgres, "--to", back], today: nil)
    let twice = try cli.run(
      ["migrate-store", "--from", cli.database, "--to", postgres], today: nil)

    #expect(there.status == 0, "\(there)")
    #expect(there.stdout.hasPrefix("Copied 1 users (0 accounts, 2 habits, 2 check-ins)"))
    #expect(again.status == 0, "\(again)")
    #expect(twice.status != 0 && twice.stderr.contains("already holds Ripple data"), "\(twice)")
    let original = try backup(cli, of: cli.database)
    #expect(try backup(cli, of: postgres) == original)
    #expect(try backup(cli, of: back) == original)
  }

  /// `ripple backup` of `database`, with its moment of export blanked out.
  func backup(_ cli: CLI, of database: String) throws -> String {
    cli.databaseAddress = database
    defer { cli.databaseAddress = nil }
    let text = try cli.ok("backup", "-o", "-")
    return text.replacingOccurrences(
      of: #""exportedAt":[0-9]+"#, with: #""exportedAt":0"#, options: .regularExpression)
  }
}
