import PostgresNIO
import RippleCore

extension PostgresStore {
  public func settings(for user: UserID) async throws -> Settings {
    var settings = try await read { connection in
      try await PostgresTables.settings(connection, user: user)
    }
    if plans.unlocksEverything { settings.tier = .premium }
    return settings
  }

  public func habits(for user: UserID, filter: HabitFilter) async throws -> [Habit] {
    try await read { connection in
      try await PostgresTables.habits(connection, user: user, filter: filter)
    }
  }

  public func habit(_ id: HabitID, for user: UserID) async throws -> Habit {
    try await read { connection in try await PostgresTables.habit(connection, user: user, id: id) }
  }

  public func checkIns(
    for user: UserID, habit: HabitID?, in range: ClosedRange<Day>?
  ) async throws -> [CheckIn] {
    try await read { connection in
      if let habit { _ = try await PostgresTables.habit(connection, user: user, id: habit) }
      let checkIns = try await PostgresTables.checkIns(
        connection, user: user, habit: habit, from: range?.lowerBound,
        through: range?.upperBound)
      return checkIns.sorted {
        ($0.day, $0.habitID.rawValue) < ($1.day, $1.habitID.rawValue)
      }
    }
  }

  public func logs(for user: UserID, filter: HabitFilter, from: Day?) async throws -> [HabitLog] {
    try await read { connection in
      try await self.logs(connection, user: user, filter: filter, from: from)
    }
  }

  /// The logs as of the user's change sequence, read first: from the cache when it holds that
  /// change, else loaded (what is loaded is never older than the sequence it is kept under).
  func logs(
    _ connection: PostgresConnection, user: UserID, filter: HabitFilter, from: Day?
  ) async throws -> [HabitLog] {
    let key = LogCache.Key(user: user, filter: filter, from: from)
    let change = try await connection.changeSequence(for: user)
    if let logs = logCache.logs(key, change: change) { return logs }
    let logs = try await loadLogs(connection, user: user, filter: filter, from: from)
    logCache.store(logs, for: key, change: change)
    return logs
  }

  func loadLogs(
    _ connection: PostgresConnection, user: UserID, filter: HabitFilter, from: Day?
  ) async throws -> [HabitLog] {
    let habits = try await PostgresTables.habits(connection, user: user, filter: filter)
    let checkIns = try await PostgresTables.checkIns(connection, user: user, from: from)
    let byHabit = Dictionary(grouping: checkIns, by: \.habitID)
    return habits.map { HabitLog(habit: $0, checkIns: byHabit[$0.id] ?? []) }
  }

  public func categories(for user: UserID) async throws -> [Category] {
    try await read { connection in try await PostgresTables.categories(connection, user: user) }
  }

  public func changeSequence(for user: UserID) async throws -> Int64 {
    try await read { connection in try await connection.changeSequence(for: user) }
  }
}
