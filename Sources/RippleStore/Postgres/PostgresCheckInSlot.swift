import PostgresNIO
import RippleCore

/// What one day of one habit holds before a check-in write, read in one statement under the
/// user's lock: the habit, the stored check-in, the clear that stands (its tombstone) and the
/// user's change sequence.
struct PostgresCheckInSlot: Sendable {
  var habit: Habit
  var stored: CheckIn?
  var clearedAt: Int64?
  var change: Int64
}

/// What a check-in write changes, decided from its slot; written in one statement.
enum PostgresCheckInEdit: Sendable {
  /// Stores the check-in; `clearsTombstone` when the day was empty (a clear may stand).
  case save(CheckIn, clearsTombstone: Bool)
  /// Clears the day at `updatedAt`; `deletesRow` when a check-in is stored.
  case clear(updatedAt: Int64, deletesRow: Bool)
}

extension PostgresTables {
  private static let slotHabitColumns = HabitColumns.names.map { "h.\($0)" }
    .joined(separator: ", ")
  private static let slotCheckInColumns = PostgresRows.checkInColumns.split(separator: ",")
    .map { "c.\(String($0.filter { !$0.isWhitespace }))" }.joined(separator: ", ")

  /// The slot of `habit` on `day`, or nil when the user has no such habit.
  static func checkInSlot(
    _ connection: PostgresConnection, user: UserID, habit: HabitID, day: Day
  ) async throws -> PostgresCheckInSlot? {
    let rows = try await connection.rows(
      """
      SELECT \(unescaped: slotHabitColumns), \(unescaped: slotCheckInColumns), t.updated_at,
      u.change_seq
      FROM habits h
      LEFT JOIN check_ins c ON c.user_id = h.user_id AND c.habit_id = h.id
      AND c.day = \(day.daysSinceEpoch)
      LEFT JOIN check_in_tombstones t ON t.user_id = h.user_id AND t.habit_id = h.id
      AND t.day = \(day.daysSinceEpoch)
      LEFT JOIN users u ON u.id = h.user_id
      WHERE h.user_id = \(user.rawValue) AND h.id = \(habit.rawValue)
      """)
    guard let row = rows.first else { return nil }
    let habitCount = HabitColumns.names.count
    let stored =
      try row[habitCount].decode(Int?.self) == nil
      ? nil : PostgresRows.checkIn(row, habit: habit, at: habitCount)
    return PostgresCheckInSlot(
      habit: try PostgresRows.habit(row), stored: stored,
      clearedAt: try row[habitCount + 7].decode(Int64?.self),
      change: try row[habitCount + 8].decode(Int64?.self) ?? 0)
  }

  /// Writes `edit` of `habit` on `day`, bumping the user's change sequence, in one statement;
  /// returns the new sequence.
  static func apply(
    _ edit: PostgresCheckInEdit, user: UserID, habit: HabitID, day: Day,
    _ connection: PostgresConnection
  ) async throws -> Int64 {
    // Each shape is one statement whether or not its second removal applies (a condition
    // bound as a parameter), so PostgreSQL plans it the same way every time.
    let rows: [PostgresRandomAccessRow]
    switch edit {
    case .save(let checkIn, let clearsTombstone):
      rows = try await connection.rows(
        """
        WITH change AS (
        INSERT INTO users (id, change_seq) VALUES (\(user.rawValue), 1)
        ON CONFLICT (id) DO UPDATE SET change_seq = users.change_seq + 1 RETURNING change_seq),
        saved AS (
        INSERT INTO check_ins (user_id, habit_id, \(unescaped: PostgresRows.checkInColumns),
        change_seq)
        SELECT \(user.rawValue), \(habit.rawValue), \(checkIn.day.daysSinceEpoch),
        \(checkIn.state.rawValue), \(checkIn.value), \(checkIn.note), \(checkIn.mood?.rawValue),
        \(checkIn.loggedMinute), \(checkIn.updatedAt), change_seq FROM change
        ON CONFLICT (user_id, habit_id, day) DO UPDATE SET state = excluded.state,
        value = excluded.value, note = excluded.note, mood = excluded.mood,
        logged_minute = excluded.logged_minute, updated_at = excluded.updated_at,
        change_seq = excluded.change_seq),
        cleared AS (
        DELETE FROM check_in_tombstones WHERE \(clearsTombstone) AND user_id = \(user.rawValue)
        AND habit_id = \(habit.rawValue) AND day = \(day.daysSinceEpoch))
        SELECT change_seq FROM change
        """)
    case .clear(let updatedAt, let deletesRow):
      // The clear is remembered even when the day was empty, so a write it overtook (queued
      // offline, replayed later) stays cleared.
      rows = try await connection.rows(
        """
        WITH change AS (
        INSERT INTO users (id, change_seq) VALUES (\(user.rawValue), 1)
        ON CONFLICT (id) DO UPDATE SET change_seq = users.change_seq + 1 RETURNING change_seq),
        removed AS (
        DELETE FROM check_ins WHERE \(deletesRow) AND user_id = \(user.rawValue)
        AND habit_id = \(habit.rawValue) AND day = \(day.daysSinceEpoch))
        INSERT INTO check_in_tombstones (user_id, habit_id, day, updated_at, change_seq)
        SELECT \(user.rawValue), \(habit.rawValue), \(day.daysSinceEpoch), \(updatedAt),
        change_seq FROM change
        ON CONFLICT (user_id, habit_id, day) DO UPDATE SET
        updated_at = greatest(check_in_tombstones.updated_at, excluded.updated_at),
        change_seq = excluded.change_seq
        RETURNING change_seq
        """)
    }
    guard let change = try rows.first?[0].decode(Int64.self) else {
      throw StoreError.storage("The check-in write changed nothing")
    }
    return change
  }
}
