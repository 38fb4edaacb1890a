import PostgresNIO
import RippleCore

extension PostgresStore {
  public func goals(for user: UserID) async throws -> [GoalRecord] {
    try await read { connection in try await PostgresTables.goals(connection, user: user) }
  }

}
