import PostgresNIO
import RippleCore
import RippleStore

/// A "+1" tap of one day, as the client named it (`check_in_taps`).
struct PostgresTap: Hashable, Sendable {
  var habit: HabitID
  var day: Day
  var user: UserID
  var tap: String
}

extension PostgresTap {
  /// $1 users, $2 habits, $3 days, $4 taps, side by side.
  static func bindings(_ taps: [PostgresTap]) -> PostgresBindings {
    var bindings = PostgresBindings(capacity: 4)
    bindings.append(taps.map(\.user.rawValue))
    bindings.append(taps.map(\.habit.rawValue))
    bindings.append(taps.map(\.day.daysSinceEpoch))
    bindings.append(taps.map(\.tap))
    return bindings
  }
}

extension PostgresTables {
  /// Those of `taps` the days counted before (nothing is read when there are none).
  static func countedTaps(
    _ taps: [PostgresTap], _ connection: PostgresConnection
  ) async throws -> Set<PostgresTap> {
    guard !taps.isEmpty else { return [] }
    let rows = try await connection.rows(TapsRead(taps))
    return Set(try rows.map { taps[try $0[0].decode(Int.self) - 1] })
  }

  /// Records `taps` as counted.
  static func claim(_ taps: [PostgresTap], _ connection: PostgresConnection) async throws {
    guard !taps.isEmpty else { return }
    _ = try await connection.rows(TapsWrite(taps))
  }

  /// Each row is the place (from 1) of a tap counted before.
  private struct TapsRead: PostgresStatement {
    static let name = "ripple_check_in_taps_read"
    static let sql = """
      SELECT k.n FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[])
      WITH ORDINALITY AS k(user_id, habit_id, day, tap, n)
      JOIN check_in_taps t ON t.user_id = k.user_id AND t.habit_id = k.habit_id
      AND t.day = k.day AND t.tap = k.tap
      """
    var bindings: PostgresBindings

    init(_ taps: [PostgresTap]) { bindings = PostgresTap.bindings(taps) }
  }

  private struct TapsWrite: PostgresStatement {
    static let name = "ripple_check_in_taps_write"
    static let sql = """
      INSERT INTO check_in_taps (user_id, habit_id, day, tap)
      SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[])
      ON CONFLICT DO NOTHING
      """
    var bindings: PostgresBindings

    init(_ taps: [PostgresTap]) { bindings = PostgresTap.bindings(taps) }
  }
}
