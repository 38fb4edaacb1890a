import RippleCore
import RippleStore

/// Queues the webhook messages of what happened, for the user's endpoints subscribed to them:
/// the one place every writer (the server's routes, the command line) raises events. Queuing
/// is after the write and never undoes it: a store failure here loses the messages, not the
/// write. A user with no endpoint turned on costs one small read, or none when the caller
/// already knows (`UserState.hasWebhooks`, read with the sign-in on PostgreSQL).
public struct WebhookQueueing: Sendable {
  public var store: any WebhookRepository
  public var user: UserID

  public init?(_ repository: some Sendable, user: UserID) {
    guard let store = repository as? any WebhookRepository else { return nil }
    self.store = store
    self.user = user
  }

  /// Queues each event of a check-in write (`WebhookEvent.raised`); `known` is whether the user
  /// has an endpoint turned on, when the caller read it already.
  public func queue(
    _ events: [WebhookEvent], of outcome: CheckInOutcome, day: Day, now: Int64,
    known: Bool? = nil
  ) async {
    guard !events.isEmpty, known ?? true else { return }
    if known == nil, (try? await store.hasEnabledWebhooks(for: user)) == false { return }
    guard let endpoints = try? await store.webhooks(for: user),
      endpoints.contains(where: { $0.enabled && !Set($0.events).isDisjoint(with: events) })
    else { return }
    for event in events where endpoints.contains(where: { $0.enabled && $0.events.contains(event) })
    {
      let body = WebhookPayload.checkIn(event, outcome: outcome, day: day, at: now).json
      _ = try? await store.queueWebhook(event, to: nil, for: user, now: now) { _ in body }
    }
  }

  /// Queues `event` with `data` for the subscribed endpoints (or just `endpoint`, for a test).
  @discardableResult
  public func queue(
    _ event: WebhookEvent, data: [String: WebhookValue], to endpoint: String? = nil, now: Int64
  ) async throws -> [WebhookDelivery] {
    let body = WebhookPayload(event, at: now, data: data).json
    return try await store.queueWebhook(event, to: endpoint, for: user, now: now) { _ in body }
  }
}
