import GRDB
import RippleCore
import Testing

@testable import RippleStore
@testable import RippleStoreSQLite

/// Migration 005 adds a nullable `icon` to `categories`; rows written before it keep no icon.
@Suite("Category icon migration")
struct CategoryIconMigrationTests {
  @Test func categoriesFromBeforeTheMigrationHaveNoIcon() throws {
    let queue = try DatabaseQueue()
    try StoreSchema.migrator.migrate(queue, upTo: "v4-accounts")
    try queue.write { db in
      try db.execute(sql: "INSERT INTO users (id) VALUES ('local')")
      try db.execute(
        sql: """
          INSERT INTO categories (user_id, id, name, color, sort_order, change_seq)
          VALUES ('local', 'health', 'Health', '#10B981', 0, 1)
          """)
    }
    try StoreSchema.migrator.migrate(queue)

    let categories = try queue.read { db in try CategoryColumns.all(db, user: UserID("local")) }
    #expect(categories.map(\.name) == ["Health"] && categories.map(\.icon) == [nil])
    try queue.write { db in
      var health = categories[0]
      health.icon = "heart"
      try db.run(CategoryColumns.upsert(health, user: UserID("local"), change: 2))
    }
    #expect(
      try queue.read { db in try CategoryColumns.all(db, user: UserID("local")) }.map(\.icon)
        == ["heart"])
  }
}
