import Crypto
import Foundation
import RippleServices
import RippleStore

/// The server's VAPID key pair (RFC 8292): a P-256 key made once and kept in the store, so every
/// process on one database signs with the same key and subscriptions survive restarts.
public struct VAPIDKey: Sendable {
  let privateKey: P256.Signing.PrivateKey

  init(privateKey: P256.Signing.PrivateKey) { self.privateKey = privateKey }

  /// The stored key, or a new one stored now.
  public static func load(from store: some NotificationRepository) async throws -> VAPIDKey {
    let fresh = P256.Signing.PrivateKey().rawRepresentation
    let raw = try await store.serverKey("vapid-p256", orStore: fresh)
    return VAPIDKey(privateKey: try P256.Signing.PrivateKey(rawRepresentation: raw))
  }

  /// The uncompressed public key, base64url: the `applicationServerKey` browsers subscribe with.
  public var publicKey: String { Base64URL.encode(privateKey.publicKey.x963Representation) }

  /// `Authorization: vapid t=…, k=…` for a push service at `endpoint`: an ES256 JWT whose
  /// audience is the endpoint's origin, valid for 12 hours.
  func authorization(endpoint: URL, nowSeconds: Int64, subject: String) throws -> String {
    guard let scheme = endpoint.scheme, let host = endpoint.host else {
      throw PushError.badEndpoint
    }
    let port = endpoint.port.map { ":\($0)" } ?? ""
    let header = #"{"typ":"JWT","alg":"ES256"}"#
    let claims =
      #"{"aud":"\#(scheme)://\#(host)\#(port)","exp":\#(nowSeconds + 12 * 3600),"sub":"\#(subject)"}"#
    let signingInput =
      Base64URL.encode(Data(header.utf8)) + "." + Base64URL.encode(Data(claims.utf8))
    let signature = try privateKey.signature(for: Data(signingInput.utf8))
    let token = signingInput + "." + Base64URL.encode(signature.rawRepresentation)
    return "vapid t=\(token), k=\(publicKey)"
  }
}

enum PushError: Error {
  case badEndpoint
  case badSubscriptionKey
}
