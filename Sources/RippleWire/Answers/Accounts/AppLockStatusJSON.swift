#if !hasFeature(Embedded)
/// `GET /api/v1/app-lock`: when `ripple lock reset` last asked the app locks to reset.
public struct AppLockStatusJSON: WireObject, Sendable {
  /// Milliseconds since 1970; nil when never asked.
  public var resetAt: Int64?

  public init(resetAt: Int64?) { self.resetAt = resetAt }

  public static let wireName = "AppLockStatus"
  public static let wireSummary = "When the web app's lock was last asked to reset"
  public static let wireFields: [WireField<AppLockStatusJSON>] = [
    .nullable("resetAt", "Milliseconds since 1970; null when never asked") { $0.resetAt }
  ]
}
#endif
