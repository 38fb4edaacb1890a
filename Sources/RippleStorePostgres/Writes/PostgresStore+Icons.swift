import Foundation
import PostgresNIO
import RippleCore
import RippleStore

extension PostgresStore {
  /// The icons `habits` name, by digest, read on `connection` (inside the caller's snapshot).
  static func icons(
    named habits: [Habit], _ connection: PostgresConnection, user: UserID
  ) async throws -> [StoredIcon] {
    let wanted = StoredIcon.digests(namedBy: habits)
    guard !wanted.isEmpty else { return [] }
    let rows = try await connection.query(
      "SELECT digest, png FROM habit_icons WHERE user_id = \(user.rawValue) ORDER BY digest",
      logger: PostgresStore.logger)
    var icons: [StoredIcon] = []
    for try await (digest, text) in rows.decode((String, String).self) {
      guard wanted.contains(digest), let png = Data(base64Encoded: text) else { continue }
      icons.append(StoredIcon(digest: digest, png: [UInt8](png)))
    }
    return icons
  }
}
