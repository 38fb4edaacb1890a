#if !hasFeature(Embedded)
/// A webhook endpoint (`/api/v1/webhooks`); its secret only in the answer that makes it
/// (`WebhookCreatedJSON`).
public struct WebhookJSON: WireObject, Sendable {
  public var id: String
  public var url: String
  public var events: [String]
  public var enabled: Bool
  public var disabledReason: String?
  public var createdAt: Int64
  public var failures: Int
  public var lastDelivery: WebhookDeliveryJSON?

  public init(
    id: String, url: String, events: [String], enabled: Bool, disabledReason: String?,
    createdAt: Int64, failures: Int, lastDelivery: WebhookDeliveryJSON?
  ) {
    self.id = id
    self.url = url
    self.events = events
    self.enabled = enabled
    self.disabledReason = disabledReason
    self.createdAt = createdAt
    self.failures = failures
    self.lastDelivery = lastDelivery
  }

  public static let wireName = "Webhook"
  public static let wireSummary = "An HTTPS endpoint told about chosen events (Standard Webhooks)"
  public static let wireFields: [WireField<WebhookJSON>] = [
    WireField("id") { $0.id },
    WireField("url") { $0.url },
    WireField("events", "The event names it is sent") { $0.events },
    WireField("enabled") { $0.enabled },
    .nullable("disabledReason", "Why Ripple turned it off; null otherwise") { $0.disabledReason },
    WireField("createdAt") { $0.createdAt },
    WireField("failures", "Deliveries in a row that failed every attempt") { $0.failures },
    .nullable("lastDelivery", "Its latest delivery, if any") { $0.lastDelivery },
  ]
}

/// One event for one endpoint, and how its attempts went.
public struct WebhookDeliveryJSON: WireObject, Sendable {
  public var id: String
  public var event: String
  public var createdAt: Int64
  public var attempts: Int
  public var state: String
  public var status: Int?
  public var error: String?
  public var nextAttemptAt: Int64?

  public init(
    id: String, event: String, createdAt: Int64, attempts: Int, state: String, status: Int?,
    error: String?, nextAttemptAt: Int64?
  ) {
    self.id = id
    self.event = event
    self.createdAt = createdAt
    self.attempts = attempts
    self.state = state
    self.status = status
    self.error = error
    self.nextAttemptAt = nextAttemptAt
  }

  public static let wireName = "WebhookDelivery"
  public static let wireSummary = "One event sent (or to send) to one webhook endpoint"
  public static let wireFields: [WireField<WebhookDeliveryJSON>] = [
    WireField("id", "The message id (webhook-id), the same on every attempt") { $0.id },
    WireField("event") { $0.event },
    WireField("createdAt") { $0.createdAt },
    WireField("attempts") { $0.attempts },
    WireField("state", as: .oneOf(["pending", "delivered", "failed"])) { $0.state },
    .nullable("status", "The last answer's HTTP status") { $0.status },
    .nullable("error", "Why the last attempt failed") { $0.error },
    .nullable("nextAttemptAt", "When a pending delivery is tried next") { $0.nextAttemptAt },
  ]
}

/// An event an endpoint may subscribe to, in words.
public struct WebhookEventJSON: WireObject, Sendable {
  public var name: String
  public var title: String

  public init(name: String, title: String) {
    self.name = name
    self.title = title
  }

  public static let wireName = "WebhookEvent"
  public static let wireSummary = "An event a webhook may be sent"
  public static let wireFields: [WireField<WebhookEventJSON>] = [
    WireField("name") { $0.name },
    WireField("title") { $0.title },
  ]
}
#endif
