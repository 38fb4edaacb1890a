import Crypto
import Foundation
import NIOCore
import RippleCore
import RippleStore
import Synchronization

@testable import RippleServer
@testable import RippleServices

/// What the push tests share: a browser-like subscription body, and resolvers that answer as
/// a test says instead of asking DNS.
enum PushTestSupport {
  /// `PushSubscription.toJSON()` of a browser, for `endpoint`, with a real P-256 key so that
  /// messages to it can be encrypted.
  static func subscriptionJSON(_ endpoint: String) -> String {
    let key = P256.KeyAgreement.PrivateKey().publicKey.x963Representation
    let auth = Data((0..<16).map { UInt8($0) })
    return #"""
      {"endpoint": "\#(endpoint)", "keys": {"p256dh": "\#(Base64URL.encode(key))", "auth": "\#(Base64URL.encode(auth))"}}
      """#
  }

  static func subscription(_ endpoint: String, user: UserID = .local) -> PushSubscription {
    let key = P256.KeyAgreement.PrivateKey().publicKey.x963Representation
    return PushSubscription(
      user: user, endpoint: endpoint, p256dh: Base64URL.encode(key),
      auth: Base64URL.encode(Data(repeating: 7, count: 16)), createdAt: 0)
  }

  /// A resolver that answers each lookup with the next of `answers` (the last one again once
  /// they run out), and counts lookups.
  final class ScriptedResolver: Sendable {
    let answers: [String]
    let lookups = Mutex(0)

    init(_ answers: String...) {
      self.answers = answers
    }

    var resolver: PushResolver {
      PushResolver { _, port in
        let index = self.lookups.withLock { count in
          defer { count += 1 }
          return count
        }
        return [
          try SocketAddress(ipAddress: self.answers[min(index, self.answers.count - 1)], port: port)
        ]
      }
    }
  }

  /// The server's configuration as tests run it, with these push options.
  static func configuration(_ push: PushOptions) -> ServerConfiguration {
    ServerConfiguration(
      host: "127.0.0.1", port: 0, headerTimeout: .seconds(600),
      plans: PlanOptions(mode: .choose), push: push)
  }

  /// A sender with a throwaway VAPID key.
  static func sender(_ options: PushOptions) -> PushSender {
    let key = VAPIDKey(privateKey: P256.Signing.PrivateKey())
    return PushSender(key: { key }, options: options)
  }
}
