#if !hasFeature(Embedded)
/// What the server is: Ripple's version (the one `ripple --version` prints) and the kind of store
/// that holds the data, for the web app's About screen.
public struct ServerInfo: WireObject, Sendable {
  /// Ripple's release.
  public static let version = "0.1.0"

  public var version = Self.version
  /// `sqlite` or `postgresql`.
  public var store: String

  public init(store: String) { self.store = store }

  public static let wireName = "ServerInfo"
  public static let wireSummary = "What the server is, for the About screen"
  public static let wireFields: [WireField<ServerInfo>] = [
    WireField("version", "Ripple's release, as ripple --version prints it") { $0.version },
    WireField("store", "The kind of database that holds the data: sqlite or postgresql") {
      $0.store
    },
  ]
}
#endif
