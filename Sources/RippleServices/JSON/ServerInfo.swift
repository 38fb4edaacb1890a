import RippleStore
import RippleStorePostgres
import RippleStoreSQLite
import RippleWire

extension ServerInfo {
  /// The kind of store `repository` is (RippleWire's `ServerInfo` sees no store).
  public init(_ repository: any RippleRepository) {
    switch repository {
    case is PostgresStore: self.init(store: "postgresql")
    case is SQLiteStore: self.init(store: "sqlite")
    default: self.init(store: String(describing: type(of: repository)))
    }
  }
}
