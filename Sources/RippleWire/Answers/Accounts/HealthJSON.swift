#if !hasFeature(Embedded)
/// `GET /health`, for probes.
public struct HealthJSON: WireObject, Sendable {
  public var status = "ok"

  public init() {}

  public static let wireName = "Health"
  public static let wireSummary = "The server is up"
  public static let wireFields: [WireField<HealthJSON>] = [
    WireField("status", as: .oneOf(["ok"])) { $0.status }
  ]
}
#endif
