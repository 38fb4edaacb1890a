import RippleStore

extension PostgresStore: RippleStoreBackend {
  public var displayName: String { location.redacted }
}
