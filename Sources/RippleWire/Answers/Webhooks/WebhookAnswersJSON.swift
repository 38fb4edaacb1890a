#if !hasFeature(Embedded)
/// `GET /api/v1/webhooks`: the endpoints, the events to choose from and how many may be made.
public struct WebhookListJSON: WireObject, Sendable {
  public var webhooks: [WebhookJSON]
  public var events: [WebhookEventJSON]
  public var limit: Int

  public init(webhooks: [WebhookJSON], events: [WebhookEventJSON], limit: Int) {
    self.webhooks = webhooks
    self.events = events
    self.limit = limit
  }

  public static let wireName = "WebhookList"
  public static let wireSummary = "The account's webhook endpoints, oldest first"
  public static let wireFields: [WireField<WebhookListJSON>] = [
    WireField("webhooks") { $0.webhooks },
    WireField("events") { $0.events },
    WireField("limit") { $0.limit },
  ]
}

/// `POST /api/v1/webhooks`: the endpoint made, and its signing secret, shown this once.
public struct WebhookCreatedJSON: WireObject, Sendable {
  public var webhook: WebhookJSON
  public var secret: String

  public init(webhook: WebhookJSON, secret: String) {
    self.webhook = webhook
    self.secret = secret
  }

  public static let wireName = "WebhookCreated"
  public static let wireSummary = "A webhook endpoint made, with its secret (shown once)"
  public static let wireFields: [WireField<WebhookCreatedJSON>] = [
    WireField("webhook") { $0.webhook },
    WireField("secret", "whsec_ and the base64 of the signing key") { $0.secret },
  ]
}

/// `PATCH /api/v1/webhooks/{id}`: the endpoint after the change.
public struct WebhookAnswerJSON: WireObject, Sendable {
  public var webhook: WebhookJSON

  public init(webhook: WebhookJSON) { self.webhook = webhook }

  public static let wireName = "WebhookAnswer"
  public static let wireSummary = "A webhook endpoint after a change"
  public static let wireFields: [WireField<WebhookAnswerJSON>] = [
    WireField("webhook") { $0.webhook }
  ]
}

/// `GET /api/v1/webhooks/{id}/deliveries`: the latest deliveries, newest first.
public struct WebhookDeliveryListJSON: WireObject, Sendable {
  public var deliveries: [WebhookDeliveryJSON]

  public init(deliveries: [WebhookDeliveryJSON]) { self.deliveries = deliveries }

  public static let wireName = "WebhookDeliveryList"
  public static let wireSummary =
    "A webhook endpoint's latest deliveries (at most 50), newest first"
  public static let wireFields: [WireField<WebhookDeliveryListJSON>] = [
    WireField("deliveries") { $0.deliveries }
  ]
}

/// `POST /api/v1/webhooks/{id}/test`: the test message queued.
public struct WebhookDeliveryAnswerJSON: WireObject, Sendable {
  public var delivery: WebhookDeliveryJSON

  public init(delivery: WebhookDeliveryJSON) { self.delivery = delivery }

  public static let wireName = "WebhookDeliveryAnswer"
  public static let wireSummary = "A webhook message queued"
  public static let wireFields: [WireField<WebhookDeliveryAnswerJSON>] = [
    WireField("delivery") { $0.delivery }
  ]
}
#endif
