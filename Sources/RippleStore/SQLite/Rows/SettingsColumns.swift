import GRDB
import RippleCore

/// Reads and writes the `settings` table; a user without a row has the default settings.
enum SettingsColumns {
  static func fetch(_ db: Database, user: UserID) throws -> Settings {
    let sql = """
      SELECT time_zone, first_weekday, day_start_hour, theme, accent, celebrations, show_streaks,
      haptics, tier, tier_expires, onboarding_done FROM settings WHERE user_id = ?
      """
    guard let row = try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [user.rawValue])
    else { return Settings() }
    return Settings(
      timeZone: row[0], firstWeekday: Weekday(rawValue: row[1]) ?? .monday,
      dayStartHour: row[2], theme: Theme(rawValue: row[3]) ?? .auto, accent: row[4],
      celebrations: CelebrationLevel(rawValue: row[5]) ?? .full, showStreaks: row[6],
      haptics: row[7], tier: tier(code: row[8], expires: row[9]), onboardingDone: row[10])
  }

  static func save(_ settings: Settings, user: UserID, change: Int64, _ db: Database) throws {
    let sql = """
      INSERT OR REPLACE INTO settings (user_id, time_zone, first_weekday, day_start_hour, theme,
      accent, celebrations, show_streaks, haptics, tier, tier_expires, onboarding_done, change_seq)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """
    try db.cachedStatement(sql: sql).execute(arguments: [
      user.rawValue, settings.timeZone, settings.firstWeekday.rawValue, settings.dayStartHour,
      settings.theme.rawValue, settings.accent, settings.celebrations.rawValue,
      settings.showStreaks, settings.haptics, settings.tier.storedCode,
      settings.tier.expiry?.daysSinceEpoch,
      settings.onboardingDone, change,
    ])
  }

  static func tier(code: String, expires: Int?) -> Tier {
    switch code {
    case "premium": return .premium
    case "premium_plus": return .premiumPlus(expires: Day(daysSinceEpoch: expires ?? 0))
    case "premium_plus_on_premium":
      return .premiumPlus(expires: Day(daysSinceEpoch: expires ?? 0), onPremium: true)
    default: return .free
    }
  }
}
