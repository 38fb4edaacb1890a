import Foundation
import RippleCore

/// The `habit_icons` table: both databases read and write it as written. The PNG is kept as
/// base64 text, so one statement reads it on either database.
enum IconStatements {
  static func keep(_ icon: StoredIcon, of user: UserID, at now: Int64) -> SharedStatement {
    SharedStatement(
      """
      INSERT INTO habit_icons (user_id, digest, png, created_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (user_id, digest) DO NOTHING
      """,
      [
        .text(user.rawValue), .text(icon.digest), .text(Data(icon.png).base64EncodedString()),
        .integer(now),
      ])
  }

  static func icon(_ digest: String, of user: UserID) -> SharedQuery<StoredIcon> {
    SharedQuery(
      SharedStatement(
        "SELECT digest, png FROM habit_icons WHERE user_id = ? AND digest = ?",
        [.text(user.rawValue), .text(digest)]), decode: decode)
  }

  static func all(of user: UserID) -> SharedQuery<StoredIcon> {
    SharedQuery(
      SharedStatement(
        "SELECT digest, png FROM habit_icons WHERE user_id = ? ORDER BY digest",
        [.text(user.rawValue)]), decode: decode)
  }

  @Sendable private static func decode(_ row: any SharedRow) throws -> StoredIcon {
    guard let png = Data(base64Encoded: try row.text(1, "png")) else {
      throw StoreError.storage("An icon's image is not base64")
    }
    return StoredIcon(digest: try row.text(0, "digest"), png: [UInt8](png))
  }
}
