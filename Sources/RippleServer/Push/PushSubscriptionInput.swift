import Foundation
import RippleCore
import RippleServices
import RippleStore

/// `POST /api/v1/push/subscriptions`: a browser's `PushSubscription.toJSON()`.
struct PushSubscriptionInput: Decodable, Sendable {
  struct Keys: Decodable, Sendable {
    var p256dh: String
    var auth: String
  }
  var endpoint: String
  var keys: Keys

  /// The subscription, or a 422 naming the bad field. The endpoint must be an https URL of a
  /// public push service (`PushDestination`); plain HTTP and loopback only with
  /// `PushOptions.allowLoopback` (a push service run by tests).
  func validated(
    user: UserID, now: Int64, options: PushOptions
  ) async throws(APIError) -> PushSubscription {
    guard endpoint.count <= 2048 else {
      throw .invalid("'endpoint' must be at most 2048 characters", field: "endpoint")
    }
    guard Base64URL.decode(keys.p256dh)?.count == 65 else {
      throw .invalid("'keys.p256dh' must be a base64url P-256 public key", field: "keys.p256dh")
    }
    guard Base64URL.decode(keys.auth)?.count == 16 else {
      throw .invalid("'keys.auth' must be 16 bytes, base64url", field: "keys.auth")
    }
    do {
      _ = try await PushDestination.check(endpoint, options: options)
    } catch {
      throw .invalid(error.description, field: "endpoint")
    }
    return PushSubscription(
      user: user, endpoint: endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: now)
  }
}

/// `DELETE /api/v1/push/subscriptions`.
struct PushEndpointInput: Decodable, Sendable {
  var endpoint: String
}
