import RippleCore

extension UserRowStore {
  public func settings(for user: UserID) async throws -> Settings {
    plans.applied(to: try await readRows(for: user, reading: .init(settings: true)).settings())
  }

  public func goals(for user: UserID) async throws -> [GoalRecord] {
    try await readRows(for: user, reading: .init(goals: true)).goals()
  }

  public func changeSequence(for user: UserID) async throws -> Int64 {
    try await readRows(for: user, reading: .init(changeSequence: true)).changeSequence()
  }

  public func logs(for user: UserID, filter: HabitFilter, from: Day?) async throws -> [HabitLog] {
    try await readRows(for: user, reading: .init(logs: (filter, from))).logs()
  }
}
