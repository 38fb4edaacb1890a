import GRDB
import RippleStore

/// The schema: migrations only ever appended, never edited once they have shipped.
enum StoreSchema {
  /// `PRAGMA application_id` of every Ripple database: "RPle".
  static let applicationID = 0x5250_6C65

  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1-initial-schema", migrate: Migration001.migrate)
    migrator.registerMigration("v2-check-in-tombstones", migrate: Migration002.migrate)
    migrator.registerMigration("v3-coach", migrate: Migration003.migrate)
    migrator.registerMigration("v4-accounts", migrate: Migration004.migrate)
    migrator.registerMigration("v5-category-icons", migrate: Migration005.migrate)
    migrator.registerMigration("v6-notifications", migrate: Migration006.migrate)
    migrator.registerMigration("v7-licences", migrate: Migration007.migrate)
    migrator.registerMigration("v8-changes-feed", migrate: Migration008.migrate)
    migrator.registerMigration("v9-push-subscriptions-per-user", migrate: Migration009.migrate)
    migrator.registerMigration("v10-password-attempts", migrate: Migration010.migrate)
    migrator.registerMigration("v11-credentials", migrate: Migration011.migrate)
    migrator.registerMigration("v12-kept-notes-and-celebrations", migrate: Migration012.migrate)
    migrator.registerMigration("v13-note-search", migrate: Migration013.migrate)
    migrator.registerMigration("v14-habit-icons", migrate: Migration014.migrate)
    migrator.registerMigration("v15-webhooks-and-token-habits", migrate: Migration015.migrate)
    migrator.registerMigration("v16-partners", migrate: Migration016.migrate)
    migrator.registerMigration("v17-private-mode", migrate: Migration017.migrate)
    migrator.registerMigration(
      "v18-private-notes-leave-the-index", migrate: Migration018.migrate)
    migrator.registerMigration("v19-check-in-taps", migrate: Migration019.migrate)
    return migrator
  }

  /// Applied migrations this build does not know: the database comes from a newer Ripple.
  static func unknownMigrations(_ db: Database) throws -> Set<String> {
    let migrator = migrator
    return try migrator.appliedIdentifiers(db).subtracting(migrator.migrations)
  }
}
