import Foundation
import PostgresNIO
import RippleStore

/// A `postgres://user:password@host:port/database?sslmode=…&schema=…` address, parsed.
///
/// `sslmode` is `disable`, `prefer` (the default) or `require`; `schema` (optional) names the
/// schema Ripple's tables live in, created when missing: one database can then hold several
/// Ripple stores (the tests give each test its own).
public struct PostgresLocation: Sendable, Equatable {
  public var host: String
  public var port: Int
  public var user: String
  public var password: String?
  public var database: String
  public var sslMode: String
  public var schema: String?

  /// Whether `text` is a PostgreSQL address rather than a file path.
  public static func isAddress(_ text: String) -> Bool {
    text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
  }

  public init(_ text: String) throws(StoreError) {
    guard Self.isAddress(text), let parts = URLComponents(string: text), let host = parts.host,
      !host.isEmpty
    else {
      throw .unusableDatabase(
        path: text, problem: "expected postgres://user:password@host:port/database")
    }
    self.host = host
    port = parts.port ?? 5432
    user = parts.user ?? "postgres"
    password = parts.password
    let name = String(parts.path.drop { $0 == "/" })
    database = name.isEmpty ? user : name
    let query = parts.queryItems ?? []
    sslMode = query.first { $0.name == "sslmode" }?.value ?? "prefer"
    schema = query.first { $0.name == "schema" }?.value
    guard ["disable", "prefer", "require"].contains(sslMode) else {
      throw .unusableDatabase(
        path: redacted, problem: "sslmode must be disable, prefer or require")
    }
    if let schema,
      schema.isEmpty
        || !schema.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
    {
      throw .unusableDatabase(
        path: redacted, problem: "schema must be letters, digits and underscores")
    }
  }

  /// The address without the password, for messages and logs.
  public var redacted: String {
    var text = "postgres://\(user)@\(host):\(port)/\(database)"
    if let schema { text += "?schema=\(schema)" }
    return text
  }

  /// The pool's settings. A pool that keeps its connections (`keeping`, for `ripple serve`)
  /// opens all but one at once and never runs keep-alive queries: otherwise every time a
  /// connection goes back to the pool it arms an idle timer (60 s) and a keep-alive timer (30 s),
  /// and a timer cancelled early (the connection leased again) holds its memory until its time,
  /// which at thousands of writes a second was tens of MB, growing for a minute, and CPU. A
  /// connection the database closes is seen closed and replaced; a busy server's connections
  /// are never idle long. Short-lived commands and tests open connections as they need them.
  func clientConfiguration(connections: Int, keeping: Bool = false) -> PostgresClient.Configuration
  {
    let tls: PostgresClient.Configuration.TLS
    switch sslMode {
    case "disable": tls = .disable
    case "require": tls = .require(.makeClientConfiguration())
    default: tls = .prefer(.makeClientConfiguration())
    }
    var configuration = PostgresClient.Configuration(
      host: host, port: port, username: user, password: password, database: database, tls: tls)
    configuration.options.maximumConnections = connections
    if keeping {
      configuration.options.minimumConnections = max(0, connections - 1)
      configuration.options.keepAliveBehavior = nil
    }
    if let schema {
      configuration.options.additionalStartupParameters = [("search_path", schema)]
    }
    return configuration
  }

  /// One connection's settings, for the first connection made before the pool starts: it tries
  /// for at most `timeout`, so an address nothing answers at fails at once with its reason.
  func connectionConfiguration(timeout: TimeAmount) throws -> PostgresConnection.Configuration {
    let tls: PostgresConnection.Configuration.TLS
    switch sslMode {
    case "disable": tls = .disable
    case "require": tls = .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
    default: tls = .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
    }
    var configuration = PostgresConnection.Configuration(
      host: host, port: port, username: user, password: password, database: database, tls: tls)
    configuration.options.connectTimeout = timeout
    return configuration
  }
}
