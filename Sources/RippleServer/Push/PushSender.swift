import Foundation
import RippleStore

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends encrypted messages to push services (RFC 8030, with RFC 8291 and RFC 8292).
public struct PushSender: Sendable {
  /// The server's VAPID key (loaded from the store once).
  let key: @Sendable () async throws -> VAPIDKey
  /// The VAPID `sub` claim: how a push service can reach the operator.
  let subject: String

  public init(
    key: @escaping @Sendable () async throws -> VAPIDKey,
    subject: String = "mailto:ripple@localhost"
  ) {
    self.key = key
    self.subject = subject
  }

  enum Outcome: Equatable {
    case delivered
    /// 404 or 410: the subscription is gone and must be removed.
    case gone
    case failed(String)
  }

  func send(_ payload: Data, to subscription: PushSubscription, nowSeconds: Int64) async -> Outcome
  {
    do {
      guard let url = URL(string: subscription.endpoint),
        let p256dh = Base64URL.decode(subscription.p256dh),
        let auth = Base64URL.decode(subscription.auth)
      else { return .failed("bad subscription") }
      let body = try PushPayload.encrypt(payload, p256dh: p256dh, auth: auth)
      var request = URLRequest(url: url)
      request.httpMethod = "POST"
      request.timeoutInterval = 10
      request.setValue(
        try await key().authorization(endpoint: url, nowSeconds: nowSeconds, subject: subject),
        forHTTPHeaderField: "Authorization")
      request.setValue("aes128gcm", forHTTPHeaderField: "Content-Encoding")
      request.setValue("application/octet-stream", forHTTPHeaderField: "Content-Type")
      request.setValue("86400", forHTTPHeaderField: "TTL")
      request.setValue("normal", forHTTPHeaderField: "Urgency")
      request.httpBody = body
      let session = URLSession(configuration: .ephemeral)
      defer { session.finishTasksAndInvalidate() }
      let (_, response) = try await session.data(for: request)
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      switch status {
      case 200..<300: return .delivered
      case 404, 410: return .gone
      default: return .failed("push service answered \(status)")
      }
    } catch {
      return .failed("\(error)")
    }
  }
}
