import RippleCore

/// The `settings` table's columns, a user's settings upsert (the same SQL on both databases) and
/// the stored form of their plan.
package enum SettingsColumns {
  /// The columns each backend reads, in order.
  package static let selection = """
    time_zone, first_weekday, day_start_hour, theme, accent, celebrations, show_streaks, \
    haptics, tier, tier_expires, onboarding_done
    """

  private static let upsertSQL = """
    INSERT INTO settings (user_id, \(selection), change_seq)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (user_id) DO UPDATE SET time_zone = excluded.time_zone,
    first_weekday = excluded.first_weekday, day_start_hour = excluded.day_start_hour,
    theme = excluded.theme, accent = excluded.accent, celebrations = excluded.celebrations,
    show_streaks = excluded.show_streaks, haptics = excluded.haptics, tier = excluded.tier,
    tier_expires = excluded.tier_expires, onboarding_done = excluded.onboarding_done,
    change_seq = excluded.change_seq
    """

  /// Stores the user's settings in place of those stored, under `change`.
  package static func upsert(_ settings: Settings, user: UserID, change: Int64) -> SharedStatement {
    SharedStatement(
      upsertSQL,
      [
        .text(user.rawValue), .text(settings.timeZone),
        .integer(Int64(settings.firstWeekday.rawValue)), .integer(Int64(settings.dayStartHour)),
        .text(settings.theme.rawValue), .text(settings.accent),
        .text(settings.celebrations.rawValue), .bool(settings.showStreaks),
        .bool(settings.haptics), .text(settings.tier.storedCode),
        .integer(settings.tier.expiry.map { Int64($0.daysSinceEpoch) }),
        .bool(settings.onboardingDone), .integer(change),
      ])
  }

  /// The plan a stored `tier` and `tier_expires` hold.
  package static func tier(code: String, expires: Int?) -> Tier {
    switch code {
    case "premium": return .premium
    case "premium_plus": return .premiumPlus(expires: Day(daysSinceEpoch: expires ?? 0))
    case "premium_plus_on_premium":
      return .premiumPlus(expires: Day(daysSinceEpoch: expires ?? 0), onPremium: true)
    default: return .free
    }
  }
}
