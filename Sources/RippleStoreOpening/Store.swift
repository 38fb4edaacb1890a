import RippleStore
import RippleStorePostgres
import RippleStoreSQLite

/// Opening the store `--database` (or `RIPPLE_DATABASE_URL`) names: a `postgres://` address opens
/// `PostgresStore`, anything else is a SQLite file path. What it opens is used as `any
/// RippleStoreBackend`; code generic over a repository gets the concrete store (Swift opens the
/// existential at the call), so nothing forwards.
public enum Store {
  /// Opens (or creates) the store `database` names.
  /// - Parameter plans: `TierPolicy(unlocksEverything: true)` lifts every plan limit.
  public static func open(
    _ database: String, plans: TierPolicy = TierPolicy()
  ) async throws -> any RippleStoreBackend {
    if PostgresLocation.isAddress(database) {
      return try await PostgresStore.open(try PostgresLocation(database), plans: plans)
    }
    return try SQLiteStore(path: database, plans: plans)
  }
}
