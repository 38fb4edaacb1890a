import RippleCore

/// What most requests read first about their user: the settings (their calendar) and the change
/// sequence (what cached answers are keyed by). The PostgreSQL store reads it together with the
/// sign-in, in the same round trip.
public struct UserState: Sendable, Equatable {
  public var settings: Settings
  public var change: Int64

  public init(settings: Settings, change: Int64) {
    self.settings = settings
    self.change = change
  }
}
