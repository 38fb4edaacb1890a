import Hummingbird
import NIOCore
import RippleCore
import RippleStore

/// The request context: the user a request acts for travels with it, so accounts can be added
/// by a middleware without touching the controllers.
public struct AppRequestContext: RequestContext {
  public var coreContext: CoreRequestContextStorage
  /// Set by `LocalUserMiddleware` in local mode, by `AuthMiddleware` in accounts mode.
  public var user: UserID
  /// How the request proved it acts for `user`.
  public var authentication: Authentication
  /// The peer's IP address (nil when not over a socket, as in in-process tests).
  public let peerAddress: String?
  /// The user's settings and change sequence as read with the sign-in, when the store read them
  /// in the same round trip (PostgreSQL): as the request found them on arrival.
  public var userState: UserState?

  public init(source: Source) {
    self.coreContext = .init(source: source)
    self.user = .local
    self.authentication = .local
    self.peerAddress = source.channel.remoteAddress?.ipAddress
    self.userState = nil
  }

  /// Bodies are read by `Request.jsonBody` with each route's own limit.
  public var maxUploadSize: Int { 1024 * 1024 }

  public var responseEncoder: StreamingJSONEncoder { StreamingJSONEncoder() }
}
