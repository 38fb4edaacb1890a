import RippleCore

/// The webhook endpoints users register and the deliveries queued for them. Deliveries are
/// rows, so an event queued before a restart is still sent after it.
public protocol WebhookRepository: Sendable {
  /// Adds `endpoint` unless the user has `limit` already (`StoreError.conflict`).
  func addWebhook(_ endpoint: WebhookEndpoint, limit: Int, for user: UserID) async throws
  /// The user's endpoints, oldest first.
  func webhooks(for user: UserID) async throws -> [WebhookEndpoint]
  /// Whether the user has an endpoint turned on: what a check-in write asks first.
  func hasEnabledWebhooks(for user: UserID) async throws -> Bool
  /// The endpoint after `change`, or nil when the user has none of that id. Enabling one
  /// forgets its failures; disabling one by hand gives up its pending deliveries.
  func updateWebhook(
    _ id: String, for user: UserID, _ change: @escaping @Sendable (inout WebhookEndpoint) -> Void
  ) async throws -> WebhookEndpoint?
  /// Removes the endpoint and its log; false when the user has none of that id.
  func removeWebhook(_ id: String, for user: UserID) async throws -> Bool
  /// Queues `event` for each of the user's enabled endpoints subscribed to it (`to` limits it
  /// to one endpoint, subscribed or not: a test), with the body `payload` makes for its
  /// message id; answers the deliveries queued.
  func queueWebhook(
    _ event: WebhookEvent, to endpoint: String?, for user: UserID, now: Int64,
    payload: @escaping @Sendable (_ messageID: String) -> String
  ) async throws -> [WebhookDelivery]
  /// An endpoint's latest deliveries, newest first.
  func webhookDeliveries(_ endpoint: String, for user: UserID) async throws -> [WebhookDelivery]
  /// Pending deliveries due at `now`, every user's, with their endpoint's URL and secret.
  func dueWebhookDeliveries(
    now: Int64, limit: Int
  ) async throws -> [(delivery: WebhookDelivery, url: String, secret: String)]
  /// Claims a pending delivery due at `now` for one attempt, pushing its next attempt to
  /// `until`; false when it is not pending or not due (another server claimed it).
  func claimWebhookDelivery(_ delivery: String, until: Int64, now: Int64) async throws -> Bool
  /// Records how an attempt went: delivered, retried later (`WebhookRetry`), or failed for
  /// good, which counts against the endpoint and may disable it. Answers the delivery after.
  func recordWebhookAttempt(
    _ delivery: String, _ attempt: WebhookAttempt
  ) async throws -> WebhookDelivery?
}

extension WebhookRepository where Self: SharedStatementStore {
  public func addWebhook(_ endpoint: WebhookEndpoint, limit: Int, for user: UserID) async throws {
    try await write(reading: WebhookStatements.endpoints(of: user)) { existing in
      guard existing.count < limit else {
        throw StoreError.conflict("You have \(limit) webhooks already: remove one to add another")
      }
      return SharedWrite((), [Self.ensuringUser(user), WebhookStatements.add(endpoint, of: user)])
    }
  }

  public func webhooks(for user: UserID) async throws -> [WebhookEndpoint] {
    try await all(WebhookStatements.endpoints(of: user))
  }

  public func hasEnabledWebhooks(for user: UserID) async throws -> Bool {
    try await all(WebhookStatements.anyEnabled(of: user)).first ?? false
  }

  public func updateWebhook(
    _ id: String, for user: UserID, _ change: @escaping @Sendable (inout WebhookEndpoint) -> Void
  ) async throws -> WebhookEndpoint? {
    try await write(reading: WebhookStatements.endpoint(id, of: user)) { found in
      guard var endpoint = found.first else { return SharedWrite(nil) }
      let wasEnabled = endpoint.enabled
      change(&endpoint)
      var statements: [SharedStatement] = []
      if endpoint.enabled, !wasEnabled {
        endpoint.failures = 0
        endpoint.disabledReason = nil
      } else if !endpoint.enabled, wasEnabled {
        statements.append(
          WebhookStatements.failPending(of: id, because: "The webhook was turned off"))
      }
      return SharedWrite(endpoint, [WebhookStatements.save(endpoint)] + statements)
    }
  }

  public func removeWebhook(_ id: String, for user: UserID) async throws -> Bool {
    try await write(reading: WebhookStatements.endpoint(id, of: user)) { found in
      SharedWrite(!found.isEmpty, found.isEmpty ? [] : WebhookStatements.remove(id, of: user))
    }
  }

  public func queueWebhook(
    _ event: WebhookEvent, to endpoint: String?, for user: UserID, now: Int64,
    payload: @escaping @Sendable (_ messageID: String) -> String
  ) async throws -> [WebhookDelivery] {
    try await write(reading: WebhookStatements.endpoints(of: user)) { endpoints in
      let chosen = endpoints.filter { found in
        if let endpoint { return found.id == endpoint }
        return found.enabled && found.events.contains(event)
      }
      let deliveries = chosen.map { found in
        let id = WebhookIDs.message()
        return WebhookDelivery(
          id: id, endpointID: found.id, user: user, event: event, payload: payload(id),
          createdAt: now, nextAttemptAt: now)
      }
      return SharedWrite(deliveries, deliveries.flatMap(WebhookStatements.enqueue))
    }
  }

  public func webhookDeliveries(
    _ endpoint: String, for user: UserID
  ) async throws -> [WebhookDelivery] {
    try await all(WebhookStatements.deliveries(of: endpoint, user: user))
  }

  public func dueWebhookDeliveries(
    now: Int64, limit: Int
  ) async throws -> [(delivery: WebhookDelivery, url: String, secret: String)] {
    try await all(WebhookStatements.due(now: now, limit: limit)).map {
      (delivery: $0.0, url: $0.url, secret: $0.secret)
    }
  }

  public func claimWebhookDelivery(
    _ id: String, until: Int64, now: Int64
  ) async throws -> Bool {
    try await write(reading: WebhookStatements.delivery(id)) { found in
      guard var delivery = found.first, delivery.state == .pending,
        let next = delivery.nextAttemptAt, next <= now
      else { return SharedWrite(false) }
      delivery.nextAttemptAt = until
      return SharedWrite(true, [WebhookStatements.saveAttempt(delivery)])
    }
  }

  public func recordWebhookAttempt(
    _ id: String, _ attempt: WebhookAttempt
  ) async throws -> WebhookDelivery? {
    try await write(reading: WebhookStatements.delivery(id)) { found in
      guard var delivery = found.first, delivery.state == .pending else {
        return SharedWrite(found.first)
      }
      delivery.attempts += 1
      delivery.status = attempt.status
      delivery.error = attempt.error
      if attempt.delivered {
        delivery.state = .delivered
        delivery.nextAttemptAt = nil
        return SharedWrite(
          delivery,
          [
            WebhookStatements.saveAttempt(delivery),
            WebhookStatements.resetFailures(of: delivery.endpointID),
          ])
      }
      delivery.nextAttemptAt = WebhookRetry.nextAttempt(
        after: delivery.attempts, failedAt: attempt.at)
      guard delivery.nextAttemptAt == nil else {
        return SharedWrite(delivery, [WebhookStatements.saveAttempt(delivery)])
      }
      delivery.state = .failed
      return SharedWrite(
        delivery,
        [
          WebhookStatements.saveAttempt(delivery),
          WebhookStatements.countFailure(of: delivery.endpointID),
        ] + WebhookStatements.disableWhenFailing(delivery.endpointID))
    }
  }
}
