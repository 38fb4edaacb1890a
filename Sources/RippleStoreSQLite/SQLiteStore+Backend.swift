import RippleStore

extension SQLiteStore: RippleStoreBackend {
  public var displayName: String { path }
  public func close() async {}
}
