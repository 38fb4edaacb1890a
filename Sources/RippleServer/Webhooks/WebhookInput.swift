import RippleCore

/// The body of `POST /api/v1/webhooks` and `PATCH /api/v1/webhooks/{id}`.
struct WebhookInput: Decodable {
  var url: String?
  var events: [String]?
  var enabled: Bool?

  /// The longest URL an endpoint may have.
  static let urlLimit = 2_000

  /// `events` as known events in their list's order: at least one, each subscribable.
  static func events(_ names: [String]) throws(APIError) -> [WebhookEvent] {
    var chosen = Set<WebhookEvent>()
    for name in names {
      guard let event = WebhookEvent(rawValue: name), WebhookEvent.subscribable.contains(event)
      else {
        let known = WebhookEvent.subscribable.map(\.rawValue).joined(separator: ", ")
        throw .invalid("'events' holds \(name), which is none of \(known)", field: "events")
      }
      chosen.insert(event)
    }
    guard !chosen.isEmpty else {
      throw .invalid("'events' must name at least one event", field: "events")
    }
    return WebhookEvent.subscribable.filter(chosen.contains)
  }
}
