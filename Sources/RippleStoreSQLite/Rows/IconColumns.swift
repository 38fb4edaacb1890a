import Foundation
import GRDB
import RippleCore
import RippleStore

/// Reads the `habit_icons` table on SQLite, inside a snapshot the caller holds.
enum IconColumns {
  /// The icons `habits` name, by digest.
  static func named(by habits: [Habit], _ db: Database, user: UserID) throws -> [StoredIcon] {
    let wanted = StoredIcon.digests(namedBy: habits)
    guard !wanted.isEmpty else { return [] }
    let rows = try Row.fetchAll(
      db, sql: "SELECT digest, png FROM habit_icons WHERE user_id = ? ORDER BY digest",
      arguments: [user.rawValue])
    return rows.compactMap { row in
      let digest: String = row[0]
      let text: String = row[1]
      guard wanted.contains(digest), let png = Data(base64Encoded: text) else { return nil }
      return StoredIcon(digest: digest, png: [UInt8](png))
    }
  }
}
