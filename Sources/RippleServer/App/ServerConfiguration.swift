import HummingbirdCore
import Logging
import NIOCore
import RippleServices
import RippleStore

/// Where the server listens and what it serves.
public struct ServerConfiguration: Sendable {
  public var host: String
  public var port: Int
  /// The folder of the web app's static files; nil serves the bundled copy.
  public var webRoot: String?
  /// `Host` names served besides loopback ones (`ripple serve --allowed-host`).
  public var allowedHosts: [String]
  /// How long a connection may take to send a complete request head (and how long it may sit
  /// idle between requests) before it is closed.
  public var headerTimeout: Duration
  /// Where plans come from (licences by default) and the licence keys trusted.
  public var plans: PlanOptions
  /// How push messages reach push services (loopback ones only when allowed).
  public var push: PushOptions
  /// log2 of scrypt's N for the backups the server protects with a passphrase.
  public var backupWorkFactor: Int

  public init(
    host: String = "127.0.0.1", port: Int = 8080, webRoot: String? = nil,
    allowedHosts: [String] = [], headerTimeout: Duration = .seconds(10),
    plans: PlanOptions = PlanOptions(), push: PushOptions = PushOptions(),
    backupWorkFactor: Int = AgeFile.defaultWorkFactor
  ) {
    self.backupWorkFactor = backupWorkFactor
    self.plans = plans
    self.push = push
    self.host = host
    self.port = port
    self.webRoot = webRoot
    self.allowedHosts = allowedHosts
    self.headerTimeout = headerTimeout
  }

  /// The `Server` header's value.
  static let serverName = "Ripple"

  /// The server's logger, at `level`.
  public static func logger(level: Logger.Level = .notice) -> Logger {
    var logger = Logger(label: "ripple")
    logger.logLevel = level
    return logger
  }

  /// Each connection's HTTP/1 settings: the parser's error handler, and the time a request head
  /// (or an idle connection) may take.
  var httpChannel: HTTP1Channel.Configuration {
    .init(
      additionalChannelHandlers: [ParserErrorHandler()], idleTimeout: TimeAmount(headerTimeout))
  }

  /// The bind address as a `Host` name worth serving: empty for the wildcard addresses.
  var boundName: [String] {
    ["0.0.0.0", "::", "[::]", ""].contains(host) ? [] : [host]
  }
}
