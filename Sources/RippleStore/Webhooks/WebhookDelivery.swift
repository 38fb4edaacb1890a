import RippleCore

/// One event for one endpoint: its message (the same id and body on every attempt), and how
/// its attempts went. An endpoint keeps its latest `WebhookDelivery.kept` deliveries.
public struct WebhookDelivery: Sendable, Equatable {
  public enum State: String, Sendable {
    /// Not delivered yet; `nextAttemptAt` says when it is tried.
    case pending
    case delivered
    /// Every attempt failed, or its endpoint was disabled or removed.
    case failed
  }

  /// `msg_` and a random part: Standard Webhooks' `webhook-id`.
  public var id: String
  public var endpointID: String
  public var user: UserID
  public var event: WebhookEvent
  /// The JSON body sent.
  public var payload: String
  public var createdAt: Int64
  public var attempts: Int
  public var state: State
  /// The last answer's HTTP status, when there was one.
  public var status: Int?
  /// Why the last attempt failed, as a sentence.
  public var error: String?
  public var nextAttemptAt: Int64?

  /// Deliveries an endpoint's log keeps.
  public static let kept = 50

  public init(
    id: String, endpointID: String, user: UserID, event: WebhookEvent, payload: String,
    createdAt: Int64, attempts: Int = 0, state: State = .pending, status: Int? = nil,
    error: String? = nil, nextAttemptAt: Int64?
  ) {
    self.id = id
    self.endpointID = endpointID
    self.user = user
    self.event = event
    self.payload = payload
    self.createdAt = createdAt
    self.attempts = attempts
    self.state = state
    self.status = status
    self.error = error
    self.nextAttemptAt = nextAttemptAt
  }
}

/// What one attempt at a delivery came to (`WebhookRepository.recordAttempt`).
public struct WebhookAttempt: Sendable, Equatable {
  public var status: Int?
  public var error: String?
  public var at: Int64

  public init(status: Int?, error: String?, at: Int64) {
    self.status = status
    self.error = error
    self.at = at
  }

  public var delivered: Bool { error == nil && (200..<300).contains(status ?? 0) }
}
