import GRDB
import RippleCore
import RippleStore

/// Reads the `settings` table on SQLite; a user without a row has the default settings.
extension SettingsColumns {
  static func fetch(_ db: Database, user: UserID) throws -> Settings {
    let sql = "SELECT \(selection) FROM settings WHERE user_id = ?"
    guard let row = try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [user.rawValue])
    else { return Settings() }
    return Settings(
      timeZone: row[0], firstWeekday: Weekday(rawValue: row[1]) ?? .monday,
      dayStartHour: row[2], theme: Theme(rawValue: row[3]) ?? .auto, accent: row[4],
      celebrations: CelebrationLevel(rawValue: row[5]) ?? .full, showStreaks: row[6],
      haptics: row[7], tier: tier(code: row[8], expires: row[9]), onboardingDone: row[10])
  }

}
