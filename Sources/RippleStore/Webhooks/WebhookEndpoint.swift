import RippleCore

/// An HTTPS address a user asked Ripple to tell about chosen events, with the secret its
/// deliveries are signed with (Standard Webhooks).
public struct WebhookEndpoint: Sendable, Equatable {
  public var id: String
  public var url: String
  /// The events it is sent, in `WebhookEvent.subscribable`'s order.
  public var events: [WebhookEvent]
  /// `whsec_` and the base64 of the signing key: shown once, kept to sign.
  public var secret: String
  public var enabled: Bool
  /// Why it was disabled, when Ripple disabled it (nil when the person did, or it is enabled).
  public var disabledReason: String?
  /// Deliveries in a row that failed every attempt.
  public var failures: Int
  public var createdAt: Int64

  public init(
    id: String, url: String, events: [WebhookEvent], secret: String, enabled: Bool = true,
    disabledReason: String? = nil, failures: Int = 0, createdAt: Int64
  ) {
    self.id = id
    self.url = url
    self.events = events
    self.secret = secret
    self.enabled = enabled
    self.disabledReason = disabledReason
    self.failures = failures
    self.createdAt = createdAt
  }
}
