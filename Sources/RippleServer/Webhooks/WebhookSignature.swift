import Crypto
import Foundation

/// Standard Webhooks' signing: a secret `whsec_` and the base64 of a random key; each message
/// signed as `v1,` and the base64 of HMAC-SHA256 over `{id}.{timestamp}.{body}`.
enum WebhookSignature {
  static let secretPrefix = "whsec_"

  /// A new secret: 32 random bytes.
  static func newSecret() -> String {
    var generator = SystemRandomNumberGenerator()
    let key = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    return secretPrefix + Data(key).base64EncodedString()
  }

  /// The `webhook-signature` header of a message; nil for a secret that is not one of ours.
  static func sign(id: String, timestamp: Int64, body: String, secret: String) -> String? {
    guard secret.hasPrefix(secretPrefix),
      let key = Data(base64Encoded: String(secret.dropFirst(secretPrefix.count)))
    else { return nil }
    let signed = Data("\(id).\(timestamp).\(body)".utf8)
    let mac = HMAC<SHA256>.authenticationCode(for: signed, using: SymmetricKey(data: key))
    return "v1," + Data(mac).base64EncodedString()
  }
}
