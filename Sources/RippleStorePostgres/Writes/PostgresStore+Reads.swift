import PostgresNIO
import RippleCore
import RippleStore

extension PostgresStore {
  public func checkIns(
    for user: UserID, habit: HabitID?, in range: ClosedRange<Day>?
  ) async throws -> [CheckIn] {
    try await read { connection in
      if let habit { _ = try await PostgresTables.habit(connection, user: user, id: habit) }
      let checkIns = try await PostgresHabitHistories.read(
        connection, user: user, habit: habit, from: range?.lowerBound,
        through: range?.upperBound)
      return checkIns.values.joined().sorted {
        ($0.day, $0.habitID.rawValue) < ($1.day, $1.habitID.rawValue)
      }
    }
  }

  /// The logs as of the user's change sequence, read first: from the cache when it holds that
  /// change, else loaded (what is loaded is never older than the sequence it is kept under).
  func logs(
    _ connection: PostgresConnection, user: UserID, filter: HabitFilter, from: Day?
  ) async throws -> [HabitLog] {
    try await logCache.logs(
      LogCache.Key(user: user, filter: filter, from: from),
      change: connection.changeSequence(for: user)
    ) { try await loadLogs(connection, user: user, filter: filter, from: from) }
  }

  func loadLogs(
    _ connection: PostgresConnection, user: UserID, filter: HabitFilter, from: Day?
  ) async throws -> [HabitLog] {
    let habits = try await PostgresTables.habits(connection, user: user, filter: filter)
    let byHabit = try await PostgresHabitHistories.read(connection, user: user, from: from)
    return habits.map { HabitLog(habit: $0, checkIns: byHabit[$0.id] ?? []) }
  }

  /// One statement, so one round trip and one snapshot.
  public func settingsAndChange(
    for user: UserID
  ) async throws -> (settings: Settings, change: Int64) {
    let row = try await read { connection in
      try await connection.rows(
        """
        SELECT \(unescaped: Self.userStateColumns)
        FROM (SELECT \(user.rawValue)::text AS user_id) AS x \(unescaped: Self.userStateJoins)
        """
      ).first
    }
    guard let row else { throw StoreError.storage("The user's settings could not be read") }
    let state = try userState(row, at: 0)
    return (state.settings, state.change)
  }

  /// The columns `userState(_:at:)` reads, of the user whose id is `x.user_id` in a query
  /// joined with `userStateJoins`: the change sequence, whether a webhook is on, the settings.
  static let userStateColumns =
    "u.change_seq, EXISTS (SELECT 1 FROM webhook_endpoints w "
    + "WHERE w.user_id = x.user_id AND w.enabled = 1), " + PostgresRows.settingsColumns(of: "s")
  static let userStateJoins =
    "LEFT JOIN users u ON u.id = x.user_id LEFT JOIN settings s ON s.user_id = x.user_id"

  /// The user's state from `userStateColumns` starting at `offset`: the defaults and no
  /// changes for a user who never wrote anything.
  func userState(_ row: PostgresRandomAccessRow, at offset: Int) throws -> UserState {
    let settings =
      try row[offset + 2].decode(String?.self) == nil
      ? Settings() : PostgresRows.settings(row, at: offset + 2)
    return UserState(
      settings: plans.applied(to: settings), change: try row[offset].decode(Int64?.self) ?? 0,
      hasWebhooks: try row[offset + 1].decode(Bool.self))
  }
}
