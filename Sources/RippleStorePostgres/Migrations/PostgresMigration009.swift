import RippleStore

/// Web Push subscriptions belong to a user (SQLite's v9): unique per (user, endpoint) instead of
/// per endpoint, and `id` orders a user's subscriptions by when they were made.
enum PostgresMigration009 {
  static let statements = [
    "ALTER TABLE push_subscriptions DROP CONSTRAINT push_subscriptions_pkey",
    "ALTER TABLE push_subscriptions ADD COLUMN id BIGINT GENERATED ALWAYS AS IDENTITY",
    "ALTER TABLE push_subscriptions ADD PRIMARY KEY (id)",
    """
    ALTER TABLE push_subscriptions
    ADD CONSTRAINT push_subscriptions_user_endpoint UNIQUE (user_id, endpoint)
    """,
    "DROP INDEX push_subscriptions_by_user",
  ]
}
