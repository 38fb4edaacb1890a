/// A user's preferences.
public struct Settings: Hashable, Sendable {
  /// An IANA time zone name, resolved at the edges.
  public var timeZone: String
  public var firstWeekday: Weekday
  /// The hour (0–23) at which the user's day begins.
  public var dayStartHour: Int
  public var theme: Theme
  /// `#RRGGBB`.
  public var accent: String
  public var celebrations: CelebrationLevel
  public var showStreaks: Bool
  public var haptics: Bool
  public var tier: Tier
  public var onboardingDone: Bool

  public init(
    timeZone: String = "UTC", firstWeekday: Weekday = .monday, dayStartHour: Int = 0,
    theme: Theme = .auto, accent: String = "#6366F1", celebrations: CelebrationLevel = .full,
    showStreaks: Bool = true, haptics: Bool = true, tier: Tier = .free,
    onboardingDone: Bool = false
  ) {
    self.timeZone = timeZone
    self.firstWeekday = firstWeekday
    self.dayStartHour = dayStartHour
    self.theme = theme
    self.accent = accent
    self.celebrations = celebrations
    self.showStreaks = showStreaks
    self.haptics = haptics
    self.tier = tier
    self.onboardingDone = onboardingDone
  }

  /// Calm mode: no streaks, no celebrations, neutral copy.
  public var isCalm: Bool { celebrations == .off }

  /// Streaks are shown only when enabled and not in calm mode.
  public var streaksVisible: Bool { showStreaks && !isCalm }
}

public enum Theme: String, CaseIterable, Sendable {
  case light, dark, auto
}

/// How much a client celebrates: fully, subtly, or not at all (calm mode).
public enum CelebrationLevel: String, CaseIterable, Sendable {
  case full, subtle, off
}
