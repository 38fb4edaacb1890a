import GRDB
import RippleCore

extension PlanPolicy {
  /// The plan that limits the user's writes, read from their settings.
  func tier(_ db: Database, _ user: UserID) throws -> Tier {
    applied(to: try SettingsColumns.fetch(db, user: user).tier)
  }
}
