import Hummingbird
import RippleCore

/// The request context: the user a request acts for travels with it, so accounts can be added
/// by a middleware without touching the controllers.
public struct AppRequestContext: RequestContext {
  public var coreContext: CoreRequestContextStorage
  /// Set by `LocalUserMiddleware` in local mode.
  public var user: UserID

  public init(source: Source) {
    self.coreContext = .init(source: source)
    self.user = .local
  }

  /// Bodies are read by `Request.jsonBody` with each route's own limit.
  public var maxUploadSize: Int { 1024 * 1024 }

  public var responseEncoder: StreamingJSONEncoder { StreamingJSONEncoder() }
}
