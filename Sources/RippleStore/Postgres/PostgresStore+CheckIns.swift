import PostgresNIO
import RippleCore

extension PostgresStore {
  public func upsertCheckIn(_ checkIn: CheckIn, for user: UserID) async throws -> CheckInWrite {
    try await writeCheckIn(user: user, habit: checkIn.habitID, day: checkIn.day) {
      connection, habit in
      let checkIn = try HabitRules.validated(checkIn, measure: habit.measure)
      let stored = try await PostgresTables.checkIn(
        connection, user: user, habit: habit.id, day: checkIn.day)
      if let stored, stored.updatedAt > checkIn.updatedAt {
        return (CheckInWrite(applied: false, current: stored, previous: stored, logs: []), nil)
      }
      if stored == nil,
        let cleared = try await PostgresTables.clearedAt(
          connection, user: user, habit: habit.id, day: checkIn.day),
        cleared > checkIn.updatedAt
      {
        // A newer clear stands: an older write replayed late must not bring the day back.
        return (CheckInWrite(applied: false, current: nil, previous: nil, logs: []), nil)
      }
      let write = CheckInWrite(applied: true, current: checkIn, previous: stored, logs: [])
      guard stored != checkIn else { return (write, nil) }
      let change = try await connection.nextChange(for: user)
      try await PostgresTables.saveCheckIn(checkIn, user: user, change: change, connection)
      if stored == nil {
        try await connection.run(
          """
          DELETE FROM check_in_tombstones WHERE user_id = \(user.rawValue)
          AND habit_id = \(habit.id.rawValue) AND day = \(checkIn.day.daysSinceEpoch)
          """)
      }
      return (write, change)
    }
  }

  public func clearCheckIn(
    habit: HabitID, day: Day, updatedAt: Int64, for user: UserID
  ) async throws -> CheckInWrite {
    try await writeCheckIn(user: user, habit: habit, day: day) { connection, habit in
      let stored = try await PostgresTables.checkIn(
        connection, user: user, habit: habit.id, day: day)
      if let stored, stored.updatedAt > updatedAt {
        return (CheckInWrite(applied: false, current: stored, previous: stored, logs: []), nil)
      }
      let change = try await connection.nextChange(for: user)
      if stored != nil {
        try await connection.run(
          """
          DELETE FROM check_ins WHERE user_id = \(user.rawValue) AND habit_id = \(habit.id.rawValue)
          AND day = \(day.daysSinceEpoch)
          """)
      }
      // The clear is remembered even when the day was empty, so a write it overtook (queued
      // offline, replayed later) stays cleared.
      try await connection.run(
        """
        INSERT INTO check_in_tombstones (user_id, habit_id, day, updated_at, change_seq)
        VALUES (\(user.rawValue), \(habit.id.rawValue), \(day.daysSinceEpoch), \(updatedAt),
        \(change))
        ON CONFLICT (user_id, habit_id, day) DO UPDATE SET
        updated_at = greatest(check_in_tombstones.updated_at, excluded.updated_at),
        change_seq = excluded.change_seq
        """)
      return (CheckInWrite(applied: true, current: nil, previous: stored, logs: []), change)
    }
  }

  /// One transaction holding the user's lock: the write, then every habit's log as of it. The
  /// logs come from the cache when it holds the sequence just before the write (brought forward
  /// by this write), else from the database; the cache itself moves on only after the commit.
  private func writeCheckIn(
    user: UserID, habit: HabitID, day: Day,
    _ body: @escaping @Sendable (PostgresConnection, Habit) async throws -> (CheckInWrite, Int64?)
  ) async throws -> CheckInWrite {
    let key = LogCache.Key(user: user, filter: .all, from: nil)
    let (write, change) = try await self.write(for: user) { connection in
      let stored = try await PostgresTables.habit(connection, user: user, id: habit)
      var (write, change) = try await body(connection, stored)
      let current: Int64
      if let change {
        current = change
      } else {
        current = try await connection.changeSequence(for: user)
      }
      if let change, var logs = logCache.logs(key, change: change - 1) {
        if let index = logs.firstIndex(where: { $0.habit.id == habit }) {
          if let checkIn = write.current {
            logs[index].set(checkIn)
          } else {
            logs[index].clear(day)
          }
        }
        write.logs = logs
      } else if change == nil, let logs = logCache.logs(key, change: current) {
        write.logs = logs
      } else {
        write.logs = try await self.loadLogs(connection, user: user, filter: .all, from: nil)
      }
      return (write, current)
    }
    logCache.store(write.logs, for: key, change: change)
    return write
  }
}
