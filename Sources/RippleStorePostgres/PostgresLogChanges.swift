import PostgresNIO
import RippleCore
import RippleStore

/// What one user's check-ins became after sequence `after`: enough to bring a cached history
/// forward instead of loading it whole. With several instances each finds the others' writes
/// (round-robin toggles reloaded a year of history inside their batch), and those are
/// almost always a few check-ins.
struct PostgresLogChanges: Sendable {
  var checkIns: [CheckIn] = []
  var cleared: [(habit: HabitID, day: Day)] = []

  /// The changes since `after`, or nil when more than check-ins changed (a habit or category,
  /// or rows deleted without a clear): the history must then be loaded whole. Read under the
  /// user's lock, so no write of theirs is half seen.
  static func read(
    _ connection: PostgresConnection, user: UserID, after: Int64
  ) async throws -> PostgresLogChanges? {
    var changes = PostgresLogChanges()
    for row in try await connection.rows(ChangesRead(user: user, after: after)) {
      let habit = HabitID(try row[1].decode(String.self))
      switch try row[0].decode(String.self) {
      case "c": changes.checkIns.append(try PostgresRows.checkIn(row, habit: habit, at: 2))
      case "t":
        changes.cleared.append((habit, Day(daysSinceEpoch: try row[2].decode(Int.self))))
      default: return nil
      }
    }
    return changes
  }

  /// Applies the changes to `logs`: clears first, then check-ins (a day holds one or the other).
  func apply(to logs: inout [HabitLog]) {
    for clear in cleared { logs.record(nil, habit: clear.habit, day: clear.day) }
    for checkIn in checkIns { logs.record(checkIn, habit: checkIn.habitID, day: checkIn.day) }
  }

  /// $1 the user, $2 the sequence: each row starts with its kind (`c` check-in, `t` clear, `h`
  /// habit, `g` category, `r` rows deleted without a clear) and its habit.
  private struct ChangesRead: PostgresStatement {
    static let name = "ripple_log_changes"
    static let sql = """
      SELECT 'c'::text, habit_id, \(CheckInColumns.selection) FROM check_ins
      WHERE user_id = $1::text AND change_seq > $2::bigint
      UNION ALL
      SELECT 't', habit_id, day, NULL, NULL, NULL, NULL, NULL, updated_at FROM check_in_tombstones
      WHERE user_id = $1::text AND change_seq > $2::bigint
      UNION ALL
      SELECT 'h', id, 0, NULL, NULL, NULL, NULL, NULL, 0 FROM habits
      WHERE user_id = $1::text AND change_seq > $2::bigint
      UNION ALL
      SELECT 'g', id, 0, NULL, NULL, NULL, NULL, NULL, 0 FROM categories
      WHERE user_id = $1::text AND change_seq > $2::bigint
      UNION ALL
      SELECT 'r', id, 0, NULL, NULL, NULL, NULL, NULL, 0 FROM users
      WHERE id = $1::text AND reset_seq > $2::bigint
      """
    var bindings = PostgresBindings(capacity: 2)

    init(user: UserID, after: Int64) {
      bindings.append(user.rawValue)
      bindings.append(after)
    }
  }
}
