import Foundation
import PostgresNIO
import RippleCore
import RippleStoreOpening
import RippleTestSupport
import Testing

@testable import RippleStore
@testable import RippleStorePostgres

/// Opening PostgreSQL: the address, and the refusals SQLite's OpeningTests check for files.
@Suite("Opening PostgreSQL")
struct PostgresOpeningTests {
  @Test func addressesAreParsedAndPasswordsNeverShown() throws {
    let location = try PostgresLocation(
      "postgres://ripple:s%40cret@db.internal:6543/habits?sslmode=require&schema=team_a")
    #expect(location.host == "db.internal")
    #expect(location.port == 6543)
    #expect(location.user == "ripple")
    #expect(location.password == "s@cret")
    #expect(location.database == "habits")
    #expect(location.sslMode == "require")
    #expect(location.schema == "team_a")
    #expect(location.redacted == "postgres://ripple@db.internal:6543/habits?schema=team_a")
    #expect(PostgresLocation.isAddress("postgresql://x@h/d"))
    #expect(!PostgresLocation.isAddress("/var/lib/ripple/ripple.sqlite"))
  }

  @Test(arguments: [
    "postgres://", "postgres://h/d?sslmode=sometimes", "postgres://h/d?schema=a;drop",
  ])
  func badAddressesAreRefused(_ address: String) {
    #expect(throws: StoreError.self) { try PostgresLocation(address) }
  }

  static let postgres = Testing.ConditionTrait.enabled(
    if: StoreKind.postgresURL != nil, "needs RIPPLE_TEST_POSTGRES_URL")

  @Test(postgres) func aDatabaseWrittenByANewerRippleIsRefusedUntouched() async throws {
    let database = try TestDatabase(.postgres)
    let store = try await PostgresStore.open(try PostgresLocation(database.address))
    try await store.client.query(
      "INSERT INTO ripple_migrations (version, name, applied_at) VALUES (99, 'future', now())")
    await store.close()

    await #expect {
      _ = try await Store.open(database.address)
    } throws: { error in
      guard case .unusableDatabase(_, let problem) = error as? StoreError else { return false }
      return problem.contains("newer version of Ripple")
    }
  }

  @Test(postgres) func aDatabaseOfAnotherApplicationIsRefusedUntouched() async throws {
    let database = try TestDatabase(.postgres)
    let store = try await PostgresStore.open(try PostgresLocation(database.address))
    let other = "other_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    try await store.client.query("CREATE SCHEMA \(unescaped: other)")
    try await store.client.query("CREATE TABLE \(unescaped: other).invoices (id int)")
    let address = database.address.replacingOccurrences(
      of: "schema=", with: "schema=\(other)&unused=")

    await #expect {
      _ = try await Store.open(address)
    } throws: { error in
      guard case .unusableDatabase(_, let problem) = error as? StoreError else { return false }
      return problem.contains("not a Ripple database") && problem.contains("invoices")
    }
    let tables = try await store.client.query(
      "SELECT count(*) FROM information_schema.tables WHERE table_schema = \(other)")
    for try await count in tables.decode(Int.self) { #expect(count == 1) }
    await store.close()
  }

  @Test(postgres) func twoStoresOnOneDatabaseSeeEachOthersWrites() async throws {
    let database = try TestDatabase(.postgres)
    let first = try await Store.open(database.address)
    let second = try await Store.open(database.address)
    let read = try await first.create(habit("Read"))[0]
    let before = try await second.logs(for: user, filter: .all)
    _ = try await first.upsertCheckIn(checkIn(read, "2026-11-20"), for: user)
    let after = try await second.logs(for: user, filter: .all)

    #expect(before.first?.checkIns.isEmpty == true)
    #expect(after.first?.checkIns.keys.sorted() == [day("2026-11-20")])
    await #expect(
      throws: StoreError.invalid(
        field: "name", message: "A habit with this name already exists")
    ) {
      _ = try await second.createHabit(habit("READ", id: "other"), for: user, today: today)
    }
  }
}
