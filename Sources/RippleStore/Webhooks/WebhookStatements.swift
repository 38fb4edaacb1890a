import RippleCore

/// The `webhook_endpoints` and `webhook_deliveries` tables: both databases read and write them
/// as written. An endpoint's events are kept as their names separated by spaces.
enum WebhookStatements {
  static let endpointColumns =
    "id, url, events, secret, enabled, disabled_reason, failures, created_at"
  static let deliveryColumns =
    """
    d.id, d.endpoint_id, d.user_id, d.event, d.payload, d.created_at, d.attempts, d.state, \
    d.status, d.error, d.next_attempt_at
    """

  static func add(_ endpoint: WebhookEndpoint, of user: UserID) -> SharedStatement {
    SharedStatement(
      """
      INSERT INTO webhook_endpoints
        (id, user_id, url, events, secret, enabled, disabled_reason, failures, created_at)
      VALUES (?, ?, ?, ?, ?, 1, NULL, 0, ?)
      """,
      [
        .text(endpoint.id), .text(user.rawValue), .text(endpoint.url),
        .text(names(endpoint.events)), .text(endpoint.secret), .integer(endpoint.createdAt),
      ])
  }

  static func endpoints(of user: UserID) -> SharedQuery<WebhookEndpoint> {
    SharedQuery(
      SharedStatement(
        "SELECT \(endpointColumns) FROM webhook_endpoints WHERE user_id = ? ORDER BY created_at, id",
        [.text(user.rawValue)]), decode: endpoint)
  }

  /// One row, 1 when the user has an endpoint turned on (the index by user finds it).
  static func anyEnabled(of user: UserID) -> SharedQuery<Bool> {
    SharedQuery(
      SharedStatement(
        "SELECT COUNT(*) FROM webhook_endpoints WHERE user_id = ? AND enabled = 1",
        [.text(user.rawValue)])
    ) { try $0.integer(0, "count") > 0 }
  }

  static func endpoint(_ id: String, of user: UserID) -> SharedQuery<WebhookEndpoint> {
    SharedQuery(
      SharedStatement(
        "SELECT \(endpointColumns) FROM webhook_endpoints WHERE user_id = ? AND id = ?",
        [.text(user.rawValue), .text(id)]), decode: endpoint)
  }

  static func save(_ endpoint: WebhookEndpoint) -> SharedStatement {
    SharedStatement(
      """
      UPDATE webhook_endpoints SET events = ?, enabled = ?, disabled_reason = ?, failures = ?
      WHERE id = ?
      """,
      [
        .text(names(endpoint.events)), .integer(endpoint.enabled ? 1 : 0),
        .text(endpoint.disabledReason), .integer(Int64(endpoint.failures)), .text(endpoint.id),
      ])
  }

  static func remove(_ id: String, of user: UserID) -> [SharedStatement] {
    [
      SharedStatement(
        "DELETE FROM webhook_deliveries WHERE endpoint_id = ? AND user_id = ?",
        [.text(id), .text(user.rawValue)]),
      SharedStatement(
        "DELETE FROM webhook_endpoints WHERE id = ? AND user_id = ?",
        [.text(id), .text(user.rawValue)]),
    ]
  }

  static func enqueue(_ delivery: WebhookDelivery) -> [SharedStatement] {
    [
      SharedStatement(
        """
        INSERT INTO webhook_deliveries (id, endpoint_id, user_id, event, payload, created_at,
          attempts, state, status, error, next_attempt_at)
        VALUES (?, ?, ?, ?, ?, ?, 0, 'pending', NULL, NULL, ?)
        """,
        [
          .text(delivery.id), .text(delivery.endpointID), .text(delivery.user.rawValue),
          .text(delivery.event.rawValue), .text(delivery.payload), .integer(delivery.createdAt),
          .integer(delivery.nextAttemptAt),
        ]),
      // The log keeps the latest deliveries; a pending one always stays.
      SharedStatement(
        """
        DELETE FROM webhook_deliveries WHERE endpoint_id = ? AND state <> 'pending'
        AND id NOT IN (SELECT id FROM webhook_deliveries WHERE endpoint_id = ?
          ORDER BY created_at DESC, id DESC LIMIT \(WebhookDelivery.kept))
        """,
        [.text(delivery.endpointID), .text(delivery.endpointID)]),
    ]
  }

  static func deliveries(of endpoint: String, user: UserID) -> SharedQuery<WebhookDelivery> {
    SharedQuery(
      SharedStatement(
        """
        SELECT \(deliveryColumns) FROM webhook_deliveries d
        WHERE d.endpoint_id = ? AND d.user_id = ?
        ORDER BY d.created_at DESC, d.id DESC LIMIT \(WebhookDelivery.kept)
        """,
        [.text(endpoint), .text(user.rawValue)]), decode: delivery)
  }

  static func delivery(_ id: String) -> SharedQuery<WebhookDelivery> {
    SharedQuery(
      SharedStatement(
        "SELECT \(deliveryColumns) FROM webhook_deliveries d WHERE d.id = ?", [.text(id)]),
      decode: delivery)
  }

  /// Pending deliveries due at `now` of enabled endpoints, with where they go and the secret.
  static func due(
    now: Int64, limit: Int
  ) -> SharedQuery<(WebhookDelivery, url: String, secret: String)> {
    SharedQuery(
      SharedStatement(
        """
        SELECT \(deliveryColumns), e.url, e.secret FROM webhook_deliveries d
        JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE d.state = 'pending' AND d.next_attempt_at <= ? AND e.enabled = 1
        ORDER BY d.next_attempt_at, d.created_at, d.id LIMIT ?
        """,
        [.integer(now), .integer(Int64(limit))])
    ) { row in (try delivery(row), try row.text(11, "url"), try row.text(12, "secret")) }
  }

  static func saveAttempt(_ delivery: WebhookDelivery) -> SharedStatement {
    SharedStatement(
      """
      UPDATE webhook_deliveries SET attempts = ?, state = ?, status = ?, error = ?,
        next_attempt_at = ?
      WHERE id = ?
      """,
      [
        .integer(Int64(delivery.attempts)), .text(delivery.state.rawValue),
        .integer(delivery.status.map(Int64.init)), .text(delivery.error),
        .integer(delivery.nextAttemptAt), .text(delivery.id),
      ])
  }

  /// Every pending delivery of an endpoint given up, with why.
  static func failPending(of endpoint: String, because reason: String) -> SharedStatement {
    SharedStatement(
      """
      UPDATE webhook_deliveries SET state = 'failed', error = ?, next_attempt_at = NULL
      WHERE endpoint_id = ? AND state = 'pending'
      """,
      [.text(reason), .text(endpoint)])
  }

  static func resetFailures(of endpoint: String) -> SharedStatement {
    SharedStatement("UPDATE webhook_endpoints SET failures = 0 WHERE id = ?", [.text(endpoint)])
  }

  static func countFailure(of endpoint: String) -> SharedStatement {
    SharedStatement(
      "UPDATE webhook_endpoints SET failures = failures + 1 WHERE id = ?", [.text(endpoint)])
  }

  /// Disables the endpoint once `WebhookRetry.disablingFailures` deliveries in a row failed,
  /// giving up what it still has pending.
  static func disableWhenFailing(_ endpoint: String) -> [SharedStatement] {
    let reason =
      "Turned off after \(WebhookRetry.disablingFailures) deliveries in a row failed every attempt"
    return [
      SharedStatement(
        """
        UPDATE webhook_endpoints SET enabled = 0, disabled_reason = ?
        WHERE id = ? AND enabled = 1 AND failures >= ?
        """,
        [.text(reason), .text(endpoint), .integer(Int64(WebhookRetry.disablingFailures))]),
      SharedStatement(
        """
        UPDATE webhook_deliveries SET state = 'failed', error = ?, next_attempt_at = NULL
        WHERE endpoint_id = ? AND state = 'pending'
        AND EXISTS (SELECT 1 FROM webhook_endpoints WHERE id = ? AND enabled = 0)
        """,
        [.text(reason), .text(endpoint), .text(endpoint)]),
    ]
  }

  static func names(_ events: [WebhookEvent]) -> String {
    events.map(\.rawValue).joined(separator: " ")
  }

  @Sendable static func endpoint(_ row: any SharedRow) throws -> WebhookEndpoint {
    WebhookEndpoint(
      id: try row.text(0, "id"), url: try row.text(1, "url"),
      events: try row.text(2, "events").split(separator: " ").compactMap {
        WebhookEvent(rawValue: String($0))
      },
      secret: try row.text(3, "secret"), enabled: try row.integer(4, "enabled") != 0,
      disabledReason: try row.text(5), failures: Int(try row.integer(6, "failures")),
      createdAt: try row.integer(7, "created_at"))
  }

  @Sendable static func delivery(_ row: any SharedRow) throws -> WebhookDelivery {
    guard let event = WebhookEvent(rawValue: try row.text(3, "event")),
      let state = WebhookDelivery.State(rawValue: try row.text(7, "state"))
    else { throw StoreError.storage("A webhook delivery's event or state is unknown") }
    return WebhookDelivery(
      id: try row.text(0, "id"), endpointID: try row.text(1, "endpoint_id"),
      user: UserID(try row.text(2, "user_id")), event: event,
      payload: try row.text(4, "payload"), createdAt: try row.integer(5, "created_at"),
      attempts: Int(try row.integer(6, "attempts")), state: state,
      status: try row.integer(8).map(Int.init), error: try row.text(9),
      nextAttemptAt: try row.integer(10))
  }
}
