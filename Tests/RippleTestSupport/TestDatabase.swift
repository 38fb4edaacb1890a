import Foundation

/// The stores a test can run against: SQLite always, PostgreSQL when `RIPPLE_TEST_POSTGRES_URL`
/// names a server (scripts/with-postgres starts a throwaway one and sets it).
public enum StoreKind: String, Sendable, CaseIterable, CustomStringConvertible {
  case sqlite
  case postgres

  public static let postgresKey = "RIPPLE_TEST_POSTGRES_URL"
  /// `RIPPLE_TEST_STORE=postgres` runs the server tests (which make their store through
  /// `TestDatabase.forServerTests`) on PostgreSQL.
  public static let serverStoreKey = "RIPPLE_TEST_STORE"

  public static var postgresURL: String? {
    guard let url = ProcessInfo.processInfo.environment[postgresKey], !url.isEmpty else {
      return nil
    }
    return url
  }

  /// SQLite, and PostgreSQL when a server is given.
  public static var available: [StoreKind] {
    postgresURL == nil ? [.sqlite] : [.sqlite, .postgres]
  }

  /// The store of the server tests: PostgreSQL when `RIPPLE_TEST_STORE=postgres` and a server
  /// is given, else SQLite.
  public static var forServerTests: StoreKind {
    let wanted = ProcessInfo.processInfo.environment[serverStoreKey]
    return wanted == "postgres" && postgresURL != nil ? .postgres : .sqlite
  }

  public var description: String { rawValue }
}

/// Where a fresh, empty Ripple database of one kind lives: a file in a new temporary folder,
/// or a new schema of the test PostgreSQL server. `remove()` deletes the folder; schemas stay
/// until the throwaway server goes.
public struct TestDatabase: Sendable {
  /// The most connections a test's PostgreSQL store opens: enough for a group commit beside a
  /// read, few enough that many tests' stores fit the server's `max_connections`.
  public static let postgresConnections = 4

  public let kind: StoreKind
  public let folder: URL
  /// What `--database` (and `Store.open`) takes.
  public let address: String

  public init(_ kind: StoreKind) throws {
    self.kind = kind
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ripple-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    switch kind {
    case .sqlite:
      address = folder.appendingPathComponent("ripple.sqlite").path
    case .postgres:
      let url = StoreKind.postgresURL ?? "postgres://127.0.0.1/postgres"
      let schema = "t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
      address = url + (url.contains("?") ? "&" : "?") + "schema=" + schema
    }
  }

  /// Runs `body` (which opens and closes this database's store), holding one of
  /// `TestPermits.postgresStores` when the database is PostgreSQL's.
  public func whileOpen<T: Sendable>(_ body: () async throws -> T) async throws -> T {
    guard kind == .postgres else { return try await body() }
    return try await TestPermits.postgresStores.holding(body)
  }

  public func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
