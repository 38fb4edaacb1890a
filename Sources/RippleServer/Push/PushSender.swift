import Foundation
import RippleServices
import RippleStore

/// Sends encrypted messages to push services (RFC 8030, with RFC 8291 and RFC 8292).
///
/// Each message checks its endpoint again (`PushDestination`) and connects to an address that
/// passed the check, so an endpoint whose name came to point inside the network is not reached.
public struct PushSender: Sendable {
  /// The server's VAPID key (loaded from the store once).
  let key: @Sendable () async throws -> VAPIDKey
  /// The VAPID `sub` claim: how a push service can reach the operator.
  let subject: String
  let options: PushOptions

  public init(
    key: @escaping @Sendable () async throws -> VAPIDKey,
    subject: String = "mailto:ripple@localhost", options: PushOptions = PushOptions()
  ) {
    self.key = key
    self.subject = subject
    self.options = options
  }

  enum Outcome: Equatable {
    case delivered
    /// 404 or 410: the subscription is gone and must be removed.
    case gone
    case failed(String)
  }

  func send(_ payload: Data, to subscription: PushSubscription, nowSeconds: Int64) async -> Outcome
  {
    let destination: PushDestination
    do {
      destination = try await PushDestination.check(subscription.endpoint, options: options)
    } catch {
      return .failed("refused: \(error)")
    }
    do {
      guard let p256dh = Base64URL.decode(subscription.p256dh),
        let auth = Base64URL.decode(subscription.auth), let address = destination.addresses.first
      else { return .failed("bad subscription") }
      let body = try PushPayload.encrypt(payload, p256dh: p256dh, auth: auth)
      let authorization = try await key().authorization(
        endpoint: destination.url, nowSeconds: nowSeconds, subject: subject)
      let request = HTTPPost.Request(
        host: destination.host, port: destination.port, tls: destination.tls,
        target: destination.target,
        headers: [
          ("Authorization", authorization), ("Content-Encoding", "aes128gcm"),
          ("Content-Type", "application/octet-stream"), ("TTL", "86400"), ("Urgency", "normal"),
        ],
        body: Array(body))
      let status = try await HTTPPost.post(
        request, to: address, timeout: options.timeout, extraTrust: options.extraTrust)
      switch status {
      case 200..<300: return .delivered
      case 404, 410: return .gone
      case 300..<400:
        return .failed("push service redirected (\(status)); redirects are not followed")
      default: return .failed("push service answered \(status)")
      }
    } catch {
      return .failed("\(error)")
    }
  }
}
