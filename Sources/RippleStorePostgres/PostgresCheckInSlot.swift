import PostgresNIO
import RippleCore
import RippleStore

/// What one day of one habit holds before a check-in write, read under the user's lock: the
/// habit, the stored check-in, the clear that stands (its tombstone, with the note and mood it
/// kept) and the user's change sequence.
struct PostgresCheckInSlot: Sendable {
  var habit: Habit
  var stored: CheckIn?
  var cleared: DayClear?
  var change: Int64
}

/// One day of one user's habit: what a check-in write addresses.
struct PostgresSlotKey: Hashable, Sendable {
  var user: UserID
  var habit: HabitID
  var day: Day
}

extension PostgresTables {
  /// The slots of `keys`, in one statement; a key whose habit the user does not have is missing.
  static func checkInSlots(
    _ connection: PostgresConnection, keys: [PostgresSlotKey]
  ) async throws -> [PostgresSlotKey: PostgresCheckInSlot] {
    let rows = try await connection.rows(SlotsRead(keys: keys))
    let habitCount = HabitColumns.names.count
    var slots: [PostgresSlotKey: PostgresCheckInSlot] = [:]
    for row in rows {
      let key = keys[try row[0].decode(Int.self) - 1]
      let stored =
        try row[habitCount + 1].decode(Int?.self) == nil
        ? nil : try PostgresRows.checkIn(row, habit: key.habit, at: habitCount + 1)
      let cleared = try row[habitCount + 8].decode(Int64?.self).map { at in
        DayClear(
          updatedAt: at,
          kept: NoteAndMood(
            note: try row[habitCount + 9].decode(String?.self),
            mood: try row[habitCount + 10].decode(String?.self).flatMap(Mood.init)))
      }
      slots[key] = PostgresCheckInSlot(
        habit: try PostgresRows.habit(row, at: 1), stored: stored, cleared: cleared,
        change: try row[habitCount + 11].decode(Int64?.self) ?? 0)
    }
    return slots
  }

  /// Reads slots: $1 users, $2 habits, $3 days, side by side; each row starts with its key's
  /// place (from 1).
  private struct SlotsRead: PostgresStatement {
    static let name = "ripple_check_in_slots"
    static let sql = """
      SELECT k.n, \(HabitColumns.names.map { "h.\($0)" }.joined(separator: ", ")),
      \(CheckInColumns.selection.split(separator: ", ").map { "c.\($0)" }.joined(separator: ", ")),
      t.updated_at, t.note, t.mood, u.change_seq
      FROM unnest($1::text[], $2::text[], $3::bigint[]) WITH ORDINALITY AS k(user_id, habit_id, day, n)
      JOIN habits h ON h.user_id = k.user_id AND h.id = k.habit_id
      LEFT JOIN check_ins c ON c.user_id = k.user_id AND c.habit_id = k.habit_id AND c.day = k.day
      LEFT JOIN check_in_tombstones t ON t.user_id = k.user_id AND t.habit_id = k.habit_id
      AND t.day = k.day
      LEFT JOIN users u ON u.id = k.user_id
      """
    var bindings = PostgresBindings(capacity: 3)

    init(keys: [PostgresSlotKey]) {
      bindings.append(keys.map(\.user.rawValue))
      bindings.append(keys.map(\.habit.rawValue))
      bindings.append(keys.map(\.day.daysSinceEpoch))
    }
  }
}
