import RippleCore

/// A browser's Web Push subscription (the Push API's `PushSubscription`).
public struct PushSubscription: Hashable, Sendable {
  /// How many subscriptions one user keeps; a newer one replaces the user's oldest.
  public static let perUserLimit = 20

  public var user: UserID
  /// The push service URL the server POSTs to.
  public var endpoint: String
  /// The browser's P-256 public key, base64url (RFC 8291 `ua_public`).
  public var p256dh: String
  /// The 16-byte authentication secret, base64url.
  public var auth: String
  public var createdAt: Int64

  public init(user: UserID, endpoint: String, p256dh: String, auth: String, createdAt: Int64) {
    self.user = user
    self.endpoint = endpoint
    self.p256dh = p256dh
    self.auth = auth
    self.createdAt = createdAt
  }
}
