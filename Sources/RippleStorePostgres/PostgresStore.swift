import PostgresNIO
import RippleCore
import RippleStore
import Synchronization

/// Ripple on PostgreSQL, for many users behind any number of identical `ripple serve`
/// processes: the same semantics as `SQLiteStore` on a pool of connections.
///
/// Every named write is one transaction that first takes the user's lock (a transaction-scoped
/// advisory lock), so a user's writes are serialised across processes and the checks they make
/// (names, tier limits, newer-`updatedAt`-wins) see every earlier write. Check-in writes that
/// arrive together share one transaction (group commit, `CheckInBatchQueue`), holding all
/// their users' locks; each is still answered only after the commit, and alone when it fails. Nothing is cached across
/// requests unless it is keyed by the user's change sequence, read from the database, so a write
/// through another process is seen by the next read here.
public final class PostgresStore: RippleRepository, Sendable {
  public let location: PostgresLocation
  let client: PostgresClient
  private let runner: Task<Void, Never>
  let logCache = LogCache()
  /// How often a check-in batch loaded a user's logs whole, and how often it brought cached ones
  /// forward from the rows changed since (for tests and figures).
  let logsLoaded = Atomic<Int>(0)
  let logsBroughtForward = Atomic<Int>(0)
  /// Check-in writes waiting for their group commit.
  let checkInQueue: CheckInBatchQueue<PostgresCheckInDecision>
  /// Whether plans limit writes (`ripple serve --plans off` unlocks everything).
  public let plans: TierPolicy
  /// Errors only: the pool's notices (such as a lease asked for while `run()` is starting) are
  /// not the operator's concern; failures reach callers as `StoreError`s.
  static let logger: Logger = {
    var logger = Logger(label: "ripple.postgres")
    logger.logLevel = .error
    return logger
  }()

  /// The most connections a store's pool opens unless told otherwise.
  public static let defaultConnections = 16

  /// Connects, refuses a database that is not Ripple's or is newer than this build, and applies
  /// the missing migrations.
  /// - Parameter checkInBatches: how many check-in group commits may run at once (each on a
  ///   connection of its own). A batch costs four statements whatever its size, so few large
  ///   batches beat many small ones (64 connections toggling for 100 users, p99: 1 →
  ///   26 ms, 2 → 27–30 ms, 4 → 34–35 ms, 8 → 54 ms, 16 → 58 ms). Two, so that one batch waiting
  ///   for a lock another process holds does not hold up every write here.
  /// - Parameter keepingConnections: the pool keeps its connections open (`ripple serve`; see
  ///   `PostgresLocation.clientConfiguration`).
  public static func open(
    _ location: PostgresLocation, connections: Int = defaultConnections, checkInBatches: Int = 2,
    plans: TierPolicy = TierPolicy(), keepingConnections: Bool = false
  ) async throws
    -> PostgresStore
  {
    // The pool waits for a connection as long as it takes: one connection first says at once
    // why the database cannot be reached (nothing listening, a wrong password, no such database).
    // A server that is there but busy (all its connections taken, or starting up) is one the
    // pool waits for, as it does later.
    do {
      let probe = try await PostgresConnection.connect(
        configuration: try location.connectionConfiguration(timeout: .seconds(5)), id: 0,
        logger: Self.logger)
      try await probe.close()
    } catch let error as PSQLError
      where Self.busyStates.contains(error.serverInfo?[.sqlState] ?? "")
    {
    } catch {
      throw StoreError.unusableDatabase(
        path: location.redacted, problem: PostgresStore.describe(error))
    }
    let store = PostgresStore(
      location: location, connections: connections, checkInBatches: checkInBatches, plans: plans,
      keepingConnections: keepingConnections)
    do {
      try await PostgresSchema.prepare(store)
    } catch {
      await store.close()
      if let error = error as? StoreError, case .unusableDatabase = error { throw error }
      throw StoreError.unusableDatabase(
        path: location.redacted, problem: PostgresStore.describe(error))
    }
    return store
  }

  private init(
    location: PostgresLocation, connections: Int, checkInBatches: Int, plans: TierPolicy,
    keepingConnections: Bool
  ) {
    self.location = location
    self.plans = plans
    checkInQueue = CheckInBatchQueue(drainerLimit: checkInBatches)
    let client = PostgresClient(
      configuration: location.clientConfiguration(
        connections: connections, keeping: keepingConnections),
      backgroundLogger: Self.logger)
    self.client = client
    runner = Task { await client.run() }
  }

  /// Closes every connection.
  public func close() async {
    runner.cancel()
    _ = await runner.value
  }

  deinit { runner.cancel() }

  /// Runs `body` in one transaction on one connection; failures roll it back and become
  /// `StoreError`s.
  func transaction<T: Sendable>(
    _ body: (PostgresConnection) async throws -> T
  ) async throws -> T {
    do {
      return try await client.withConnection { connection in
        try await connection.query("BEGIN", logger: Self.logger)
        do {
          let value = try await body(connection)
          try await connection.query("COMMIT", logger: Self.logger)
          return value
        } catch {
          _ = try? await connection.query("ROLLBACK", logger: Self.logger)
          throw error
        }
      }
    } catch {
      throw storeError(error)
    }
  }

  /// Runs `body` in a transaction holding `user`'s write lock.
  func write<T: Sendable>(
    for user: UserID, _ body: (PostgresConnection) async throws -> T
  ) async throws -> T {
    try await transaction { connection in
      try await connection.lock(user)
      return try await body(connection)
    }
  }

  /// Runs `body` on one connection, outside a transaction (each statement sees what was
  /// committed when it started).
  func read<T: Sendable>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
    do {
      return try await client.withConnection { connection in try await body(connection) }
    } catch {
      throw storeError(error)
    }
  }

  /// Runs `body`, a write of one statement (atomic by itself), on one connection.
  func single<T: Sendable>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
    try await read(body)
  }

  func storeError(_ error: any Error) -> StoreError {
    if let error = error as? StoreError { return error }
    if let error = error as? PSQLError, error.serverInfo?[.sqlState] == "23505" {
      if error.serverInfo?[.constraintName] == "habits_name_per_user" {
        return .invalid(field: "name", message: "A habit with this name already exists")
      }
      return .conflict(error.serverInfo?[.message] ?? "Already exists")
    }
    return .storage(Self.describe(error))
  }

  /// A readable description of a PostgreSQL failure (never the password).
  /// Too many connections (53300), and starting up or shutting down (57P03).
  static let busyStates: Set<String> = ["53300", "57P03"]

  static func describe(_ error: any Error) -> String {
    if let error = error as? StoreError { return error.message }
    guard let error = error as? PSQLError else { return "\(error)" }
    if let message = error.serverInfo?[.message] { return message }
    if let underlying = error.underlying { return "\(error.code): \(underlying)" }
    return "\(error.code)"
  }
}

extension PostgresConnection {
  /// Takes the user's write lock until the transaction ends.
  func lock(_ user: UserID) async throws {
    _ = try await rows(UserLock(user: user))
  }

  /// Takes the write locks of every one of `users` until the transaction ends, in one order
  /// (by lock key) whoever asks, so two transactions locking several users never deadlock.
  func lock(_ users: [UserID]) async throws {
    let ids = Array(Set(users.map(\.rawValue)))
    guard ids.count > 1 else {
      if let user = users.first { try await lock(user) }
      return
    }
    _ = try await rows(UsersLock(ids: ids))
  }

  /// Runs `query` and collects its rows, random access.
  func rows(_ query: PostgresQuery) async throws -> [PostgresRandomAccessRow] {
    var rows: [PostgresRandomAccessRow] = []
    for try await row in try await self.query(query, logger: PostgresStore.logger) {
      rows.append(row.makeRandomAccess())
    }
    return rows
  }

  func run(_ query: PostgresQuery) async throws {
    try await self.query(query, logger: PostgresStore.logger)
  }

  /// Bumps the user's change sequence (creating the user on their first write) and returns it.
  func nextChange(for user: UserID) async throws -> Int64 {
    let rows = try await rows(
      """
      INSERT INTO users (id, change_seq, reset_seq)
      SELECT \(user.rawValue), change_seq + 1, change_seq FROM change_floor
      ON CONFLICT (id) DO UPDATE SET change_seq = users.change_seq + 1
      RETURNING change_seq
      """)
    return try rows.first?[0].decode(Int64.self) ?? 0
  }

  func changeSequence(for user: UserID) async throws -> Int64 {
    let rows = try await rows("SELECT change_seq FROM users WHERE id = \(user.rawValue)")
    return try rows.first?[0].decode(Int64.self) ?? 0
  }
}

/// Takes one user's ($1) write lock until the transaction ends.
private struct UserLock: PostgresStatement {
  static let name = "ripple_user_lock"
  static let sql = "SELECT pg_advisory_xact_lock(1, hashtext($1::text))"
  var bindings = PostgresBindings(capacity: 1)

  init(user: UserID) {
    bindings.append(user.rawValue)
  }
}

/// Takes the write locks of the users $1 in the order of their keys.
private struct UsersLock: PostgresStatement {
  static let name = "ripple_users_lock"
  static let sql = """
    SELECT pg_advisory_xact_lock(1, key) FROM (
    SELECT DISTINCT hashtext(id) AS key FROM unnest($1::text[]) AS id ORDER BY key
    ) AS keys
    """
  var bindings = PostgresBindings(capacity: 1)

  init(ids: [String]) {
    bindings.append(ids)
  }
}
