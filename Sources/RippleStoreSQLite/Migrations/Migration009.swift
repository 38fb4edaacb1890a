import GRDB
import RippleStore

/// Web Push subscriptions belong to a user: the same endpoint held by two users is two rows, so
/// one user subscribing an endpoint never moves or replaces another's. `id` orders a user's
/// subscriptions by when they were made (the oldest goes when a user has too many).
enum Migration009 {
  static func migrate(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE push_subscriptions_by_user_endpoint (
          id INTEGER PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          endpoint TEXT NOT NULL,
          p256dh TEXT NOT NULL,
          auth TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          UNIQUE (user_id, endpoint)
        );
        INSERT INTO push_subscriptions_by_user_endpoint (user_id, endpoint, p256dh, auth, created_at)
          SELECT user_id, endpoint, p256dh, auth, created_at FROM push_subscriptions
          ORDER BY created_at, endpoint;
        DROP TABLE push_subscriptions;
        ALTER TABLE push_subscriptions_by_user_endpoint RENAME TO push_subscriptions;
        """)
  }
}
