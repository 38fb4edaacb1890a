import RippleStore
import RippleStorePostgres
import RippleStoreSQLite

/// What the server is: Ripple's version (the one `ripple --version` prints) and the kind of store
/// that holds the data, for the web app's About screen.
public struct ServerInfo: Encodable, Sendable {
  /// Ripple's release.
  public static let version = "0.1.0"

  public var version = Self.version
  /// `sqlite` or `postgresql`.
  public var store: String

  public init(store: String) { self.store = store }

  public init(_ repository: any RippleRepository) {
    switch repository {
    case is PostgresStore: self.init(store: "postgresql")
    case is SQLiteStore: self.init(store: "sqlite")
    default: self.init(store: String(describing: type(of: repository)))
    }
  }
}
