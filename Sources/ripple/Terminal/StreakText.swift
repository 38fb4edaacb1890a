import RippleCore

/// Streak lengths in words.
enum StreakText {
  /// "4-day", "2-week".
  static func length(_ streak: StreakStatus) -> String {
    "\(streak.current)-\(streak.unit.rawValue)"
  }

  /// "4 days", "1 week".
  static func count(_ length: Int, unit: StreakUnit) -> String {
    "\(length) \(unit.rawValue)\(length == 1 ? "" : "s")"
  }
}
