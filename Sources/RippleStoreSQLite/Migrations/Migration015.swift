import GRDB
import RippleStore

/// Webhooks (`WebhookStatements`): the endpoints users register and the deliveries queued for
/// them; and the habits a check-in token is limited to (their ids separated by spaces; NULL for
/// every habit); the habits linked to health measures and the check-ins health data brought.
enum Migration015 {
  static func migrate(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE webhook_endpoints (
          id TEXT PRIMARY KEY NOT NULL,
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          url TEXT NOT NULL,
          events TEXT NOT NULL,
          secret TEXT NOT NULL,
          enabled INTEGER NOT NULL,
          disabled_reason TEXT,
          failures INTEGER NOT NULL,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX webhook_endpoints_by_user ON webhook_endpoints (user_id);
        CREATE TABLE webhook_deliveries (
          id TEXT PRIMARY KEY NOT NULL,
          endpoint_id TEXT NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
          user_id TEXT NOT NULL,
          event TEXT NOT NULL,
          payload TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          attempts INTEGER NOT NULL,
          state TEXT NOT NULL,
          status INTEGER,
          error TEXT,
          next_attempt_at INTEGER
        );
        CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at)
          WHERE state = 'pending';
        CREATE INDEX webhook_deliveries_by_endpoint ON webhook_deliveries (endpoint_id, created_at);
        ALTER TABLE access_tokens ADD COLUMN habit_ids TEXT;
        CREATE TABLE health_links (
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          habit_id TEXT NOT NULL,
          measure TEXT NOT NULL,
          threshold TEXT NOT NULL,
          workout_type TEXT,
          created_at INTEGER NOT NULL,
          PRIMARY KEY (user_id, habit_id)
        ) WITHOUT ROWID;
        CREATE TABLE health_check_ins (
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          habit_id TEXT NOT NULL,
          day INTEGER NOT NULL,
          updated_at INTEGER NOT NULL,
          PRIMARY KEY (user_id, habit_id, day)
        ) WITHOUT ROWID;
        """)
  }
}
