import RippleStore

/// Webhooks, the habits a check-in token is limited to, and health links (SQLite's v15).
enum PostgresMigration015 {
  static let statements = [
    """
    CREATE TABLE webhook_endpoints (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      url TEXT NOT NULL,
      events TEXT NOT NULL,
      secret TEXT NOT NULL,
      enabled BIGINT NOT NULL,
      disabled_reason TEXT,
      failures BIGINT NOT NULL,
      created_at BIGINT NOT NULL
    )
    """,
    "CREATE INDEX webhook_endpoints_by_user ON webhook_endpoints (user_id)",
    """
    CREATE TABLE webhook_deliveries (
      id TEXT PRIMARY KEY,
      endpoint_id TEXT NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
      user_id TEXT NOT NULL,
      event TEXT NOT NULL,
      payload TEXT NOT NULL,
      created_at BIGINT NOT NULL,
      attempts BIGINT NOT NULL,
      state TEXT NOT NULL,
      status BIGINT,
      error TEXT,
      next_attempt_at BIGINT
    )
    """,
    """
    CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at)
    WHERE state = 'pending'
    """,
    "CREATE INDEX webhook_deliveries_by_endpoint ON webhook_deliveries (endpoint_id, created_at)",
    "ALTER TABLE access_tokens ADD COLUMN habit_ids TEXT",
    """
    CREATE TABLE health_links (
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      habit_id TEXT NOT NULL,
      measure TEXT NOT NULL,
      threshold TEXT NOT NULL,
      workout_type TEXT,
      created_at BIGINT NOT NULL,
      PRIMARY KEY (user_id, habit_id)
    )
    """,
    """
    CREATE TABLE health_check_ins (
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      habit_id TEXT NOT NULL,
      day BIGINT NOT NULL,
      updated_at BIGINT NOT NULL,
      PRIMARY KEY (user_id, habit_id, day)
    )
    """,
  ]
}
