import RippleCore

/// A store of either kind, as the CLI and the server open it.
public protocol RippleStoreBackend: RippleRepository, AccountRepository, NotificationRepository {
  /// The file path, or the PostgreSQL address without its password.
  var displayName: String { get }
  /// Lets go of the database (connections, pools).
  func close() async
}

extension SQLiteStore: RippleStoreBackend {
  public var displayName: String { path }
  public func close() async {}
}

extension PostgresStore: RippleStoreBackend {
  public var displayName: String { location.redacted }
}

/// Opening the store `--database` (or `RIPPLE_DATABASE_URL`) names: a `postgres://` address opens
/// `PostgresStore`, anything else is a SQLite file path. What it opens is used as `any
/// RippleStoreBackend`; code generic over a repository gets the concrete store (Swift opens the
/// existential at the call), so nothing forwards.
public enum Store {
  /// Opens (or creates) the store `database` names.
  /// - Parameter plans: `PlanPolicy(unlocksEverything: true)` lifts every plan limit.
  public static func open(
    _ database: String, plans: PlanPolicy = PlanPolicy()
  ) async throws -> any RippleStoreBackend {
    if PostgresLocation.isAddress(database) {
      return try await PostgresStore.open(try PostgresLocation(database), plans: plans)
    }
    return try SQLiteStore(path: database, plans: plans)
  }
}
