import Dispatch
import Foundation
import GRDB
import RippleCore
import RippleStore

/// Ripple's embedded store: one SQLite file in WAL mode, checked and migrated when opened.
///
/// Reads go through a pool of reader connections and never wait for writes; every write is
/// atomic and committed with `synchronous = FULL` before it is acknowledged, so it survives
/// `kill -9` and power loss. Check-ins that arrive together share one commit, each in its own
/// savepoint (`CheckInBatchQueue`); every other write is a transaction of its own.
public final class SQLiteStore: RippleRepository {
  /// The database file.
  public let path: String
  let pool: DatabasePool
  let lookups: LookupConnections
  let logCache = LogCache()
  let checkInQueue = CheckInBatchQueue<SQLiteCheckInWork>(drainerLimit: 1)
  /// Where check-in batches are committed, off the threads that serve requests.
  let checkInDrainer = DispatchQueue(label: "Ripple.checkIns")
  /// The settings last read per user, reused while their change sequence has not moved.
  let settingsMemo = SettingsMemo()
  /// Whether plans limit writes (`ripple serve --plans off` unlocks everything).
  public let plans: TierPolicy

  /// Opens the Ripple database at `path`, creating it (and its folder) when there is no file,
  /// readable by its owner only.
  ///
  /// Refuses, with `StoreError.unusableDatabase`, a file that is not SQLite, a SQLite database of
  /// another application, a damaged database, and one written by a newer Ripple; such a file is
  /// never modified.
  /// - Parameters:
  ///   - verify: runs `PRAGMA quick_check` before opening (a few milliseconds per MB).
  ///   - plans: `TierPolicy(unlocksEverything: true)` lifts every plan limit.
  public init(path: String, verify: Bool = true, plans: TierPolicy = TierPolicy()) throws {
    self.path = path
    self.plans = plans
    try DatabaseInspection.check(path: path, verify: verify)
    do {
      try PrivateDatabaseFile.prepare(path: path)
      pool = try DatabasePool(path: path, configuration: SQLiteStore.configuration)
      // The pool sets `synchronous = NORMAL` on its writer, which may lose the last commits on
      // power loss; FULL syncs the WAL at every commit.
      try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
      try StoreSchema.migrator.migrate(pool)
      lookups = LookupConnections(path: path, configuration: SQLiteStore.configuration)
    } catch {
      throw StoreError.unusableDatabase(path: path, problem: DatabaseInspection.describe(error))
    }
  }

  static var configuration: Configuration {
    var config = Configuration()
    config.label = "Ripple"
    config.busyMode = .timeout(10)
    return config
  }

  /// Runs `body` in one write transaction; failures become `StoreError`s.
  func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
    do {
      return try await pool.write(body)
    } catch {
      throw storeError(error)
    }
  }

  /// Runs `body` on a reader connection; failures become `StoreError`s.
  func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
    do {
      return try await pool.read(body)
    } catch {
      throw storeError(error)
    }
  }

  /// Runs `body`, one SELECT, on a lookup connection on the calling thread: for reads by key
  /// that take microseconds, where two thread hops and a transaction would cost more than the
  /// read.
  func readNow<T>(_ body: (Database) throws -> T) throws -> T {
    do {
      return try lookups.read(body)
    } catch {
      throw storeError(error)
    }
  }

  func storeError(_ error: any Error) -> StoreError {
    if let error = error as? StoreError { return error }
    if let error = error as? DatabaseError,
      error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
    {
      return .unusableDatabase(path: path, problem: DatabaseInspection.describe(error))
    }
    return .storage(DatabaseInspection.describe(error))
  }
}
