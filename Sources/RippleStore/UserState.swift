import RippleCore

/// What most requests read first about their user: the settings (their calendar) and the change
/// sequence (what cached answers are keyed by). The PostgreSQL store reads it together with the
/// sign-in, in the same round trip.
public struct UserState: Sendable, Equatable {
  public var settings: Settings
  public var change: Int64
  /// Whether the user has a webhook endpoint turned on, when the store read it with the rest
  /// (PostgreSQL's sign-in does); nil when unknown. A check-in write of a user with none reads
  /// nothing more for webhooks.
  public var hasWebhooks: Bool?

  public init(settings: Settings, change: Int64, hasWebhooks: Bool? = nil) {
    self.settings = settings
    self.change = change
    self.hasWebhooks = hasWebhooks
  }
}
