/// What a personal access token may do: everything its user may (`full`), or only read what the
/// widget pages show (`widget`), so a widget link that leaks cannot write or export anything.
public enum AccessTokenScope: String, Sendable, Equatable, CaseIterable {
  case full
  case widget

  /// The stored code; an unknown one (a newer Ripple's) grants the least.
  public init(stored code: String) {
    self = AccessTokenScope(rawValue: code) ?? .widget
  }
}
