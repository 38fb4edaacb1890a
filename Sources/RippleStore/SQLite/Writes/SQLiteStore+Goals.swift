import GRDB
import RippleCore

extension SQLiteStore {
  public func goals(for user: UserID) async throws -> [GoalRecord] {
    try await read { db in try GoalColumns.all(db, user: user) }
  }

}
