/// What a personal access token may do: everything its user may (`full`), only read what the
/// widget pages show (`widget`), so a widget link that leaks cannot write or export anything, or
/// that and record check-ins (`checkin`: an NFC tag, a shortcut, Home Assistant), which cannot
/// change a habit, read a history or export anything either.
public enum AccessTokenScope: String, Sendable, Equatable, CaseIterable {
  case full
  case widget
  case checkin

  /// The stored code; an unknown one (a newer Ripple's) grants the least.
  public init(stored code: String) {
    self = AccessTokenScope(rawValue: code) ?? .widget
  }
}
