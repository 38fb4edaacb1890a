import Hummingbird
import RippleCore
import RippleStore
import RippleWire

extension WebhookJSON {
  init(_ endpoint: WebhookEndpoint, lastDelivery: WebhookDelivery?) {
    self.init(
      id: endpoint.id, url: endpoint.url, events: endpoint.events.map(\.rawValue),
      enabled: endpoint.enabled, disabledReason: endpoint.disabledReason,
      createdAt: endpoint.createdAt, failures: endpoint.failures,
      lastDelivery: lastDelivery.map(WebhookDeliveryJSON.init))
  }
}

extension WebhookDeliveryJSON {
  init(_ delivery: WebhookDelivery) {
    self.init(
      id: delivery.id, event: delivery.event.rawValue, createdAt: delivery.createdAt,
      attempts: delivery.attempts, state: delivery.state.rawValue, status: delivery.status,
      error: delivery.error, nextAttemptAt: delivery.nextAttemptAt)
  }
}

extension WebhookListJSON: ResponseEncodable {}
extension WebhookCreatedJSON: ResponseEncodable {}
extension WebhookAnswerJSON: ResponseEncodable {}
extension WebhookDeliveryListJSON: ResponseEncodable {}
extension WebhookDeliveryAnswerJSON: ResponseEncodable {}
