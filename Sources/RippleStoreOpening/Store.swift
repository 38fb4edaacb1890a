import RippleStore
import RippleStorePostgres
import RippleStoreSQLite

/// Opening the store `--database` (or `RIPPLE_DATABASE_URL`) names: a `postgres://` address opens
/// `PostgresStore`, anything else is a SQLite file path. What it opens is used as `any
/// RippleStoreBackend`; code generic over a repository gets the concrete store (Swift opens the
/// existential at the call), so nothing forwards.
public enum Store {
  /// Opens (or creates) the store `database` names.
  /// - Parameters:
  ///   - plans: `TierPolicy(unlocksEverything: true)` lifts every plan limit.
  ///   - postgresConnections: the most connections a PostgreSQL store's pool opens.
  ///   - serving: a PostgreSQL store's pool keeps its connections open (`ripple serve`).
  public static func open(
    _ database: String, plans: TierPolicy = TierPolicy(),
    postgresConnections: Int = PostgresStore.defaultConnections, serving: Bool = false
  ) async throws -> any RippleStoreBackend {
    if PostgresLocation.isAddress(database) {
      return try await PostgresStore.open(
        try PostgresLocation(database), connections: postgresConnections, plans: plans,
        keepingConnections: serving)
    }
    return try SQLiteStore(path: database, plans: plans)
  }
}
