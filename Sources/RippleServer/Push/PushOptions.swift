import NIOSSL

/// How the server reaches push services.
public struct PushOptions: Sendable {
  /// Whether endpoints on loopback (plain http included) are allowed: a push service run by
  /// tests or during development (`ripple serve --allow-loopback-push`). Everything else that is
  /// not a public unicast address is refused either way.
  public var allowLoopback: Bool
  public var resolver: PushResolver
  /// The most one message may take: connecting, TLS and the push service's answer.
  public var timeout: Duration
  /// How many messages a reminder round sends at once.
  public var concurrency: Int
  /// The most one reminder round spends sending; messages still unsent then are given up.
  public var roundLimit: Duration
  /// Certificates trusted besides the system's, for a push service's TLS (tests).
  public var extraTrust: [NIOSSLCertificate]

  public init(
    allowLoopback: Bool = false, resolver: PushResolver = .system, timeout: Duration = .seconds(5),
    concurrency: Int = 16, roundLimit: Duration = .seconds(25),
    extraTrust: [NIOSSLCertificate] = []
  ) {
    self.extraTrust = extraTrust
    self.allowLoopback = allowLoopback
    self.resolver = resolver
    self.timeout = timeout
    self.concurrency = concurrency
    self.roundLimit = roundLimit
  }
}
