import GRDB
import RippleCore

/// Writes that touch everything a user owns.
enum UserData {
  /// Deletes the user's goals and reflections, tombstones, check-ins, habits, categories and settings (the change sequence stays).
  static func remove(_ user: UserID, _ db: Database) throws {
    for table in [
      "goal_reflections", "goals", "check_in_tombstones", "check_ins", "habits", "categories",
      "settings",
    ] {
      try db.execute(sql: "DELETE FROM \(table) WHERE user_id = ?", arguments: [user.rawValue])
    }
  }

}
