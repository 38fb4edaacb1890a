import Foundation
import GRDB
import PostgresNIO
import RippleCore
import RippleStoreOpening
import RippleTestSupport
import Testing

@testable import RippleStore
@testable import RippleStorePostgres
@testable import RippleStoreSQLite

/// Migration 9 keeps the subscriptions a database already has, oldest first, and lets a second
/// user hold an endpoint the first one has. On SQLite and on PostgreSQL.
@Suite struct PushSubscriptionMigrationTests {
  @Test func sqliteKeepsExistingSubscriptions() throws {
    let queue = try DatabaseQueue()
    try StoreSchema.migrator.migrate(queue, upTo: "v8-changes-feed")
    try queue.write { db in
      for user in ["ann", "bob"] {
        try db.execute(sql: "INSERT INTO users (id) VALUES (?)", arguments: [user])
      }
      try db.execute(
        sql: """
          INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, created_at)
          VALUES ('https://push.example/ann', 'ann', 'k1', 'a1', 10),
                 ('https://push.example/bob', 'bob', 'k2', 'a2', 5)
          """)
    }
    try StoreSchema.migrator.migrate(queue)
    let rows = try queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
          VALUES ('bob', 'https://push.example/ann', 'k3', 'a3', 20)
          """)
      return try Row.fetchAll(
        db, sql: "SELECT user_id, endpoint, p256dh FROM push_subscriptions ORDER BY id"
      ).map { [$0["user_id"], $0["endpoint"], $0["p256dh"]] as [String] }
    }
    #expect(
      rows == [
        ["bob", "https://push.example/bob", "k2"], ["ann", "https://push.example/ann", "k1"],
        ["bob", "https://push.example/ann", "k3"],
      ])
  }

  static let postgres = Testing.ConditionTrait.enabled(
    if: StoreKind.postgresURL != nil, "needs RIPPLE_TEST_POSTGRES_URL")

  /// A database at version 8: the subscriptions table as migration 6 made it, with rows.
  @Test(postgres) func postgresKeepsExistingSubscriptions() async throws {
    let database = try TestDatabase(.postgres)
    defer { database.remove() }
    let old = try await PostgresStore.open(try PostgresLocation(database.address))
    try await old.client.query("DELETE FROM ripple_migrations WHERE version = 9")
    try await old.client.query("DROP TABLE push_subscriptions")
    for statement in PostgresMigration006.statements where statement.contains("push_subscriptions")
    {
      try await old.client.query(PostgresQuery(unsafeSQL: statement))
    }
    try await old.client.query(
      "INSERT INTO users (id) VALUES ('ann'), ('bob') ON CONFLICT DO NOTHING")
    try await old.client.query(
      """
      INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, created_at)
      VALUES ('https://push.example/ann', 'ann', 'k1', 'a1', 10),
             ('https://push.example/bob', 'bob', 'k2', 'a2', 5)
      """)
    await old.close()

    let store = try await Store.open(database.address)
    #expect(try await store.pushSubscriptions(for: UserID("ann")).map(\.p256dh) == ["k1"])
    try await store.savePushSubscription(
      PushSubscription(
        user: UserID("bob"), endpoint: "https://push.example/ann", p256dh: "k3", auth: "a3",
        createdAt: 20))
    #expect(try await store.pushSubscriptions(for: UserID("bob")).map(\.p256dh) == ["k2", "k3"])
    #expect(try await store.pushSubscriptions(for: UserID("ann")).map(\.p256dh) == ["k1"])
    await store.close()
  }
}
