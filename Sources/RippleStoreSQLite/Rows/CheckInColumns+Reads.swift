import GRDB
import RippleCore
import RippleStore

/// Reads the `check_ins` table on SQLite.
extension CheckInColumns {
  static func checkIn(_ row: Row, habit: HabitID, at offset: Int = 0) -> CheckIn {
    let state: String = row[offset + 1]
    let mood: String? = row[offset + 4]
    return CheckIn(
      habitID: habit, day: Day(daysSinceEpoch: row[offset]),
      state: CheckInState(rawValue: state) ?? .done, value: row[offset + 2],
      note: row[offset + 3], mood: mood.flatMap(Mood.init(rawValue:)),
      loggedMinute: row[offset + 5], updatedAt: row[offset + 6])
  }

  static func one(_ db: Database, user: UserID, habit: HabitID, day: Day) throws -> CheckIn? {
    let sql = "SELECT \(selection) FROM check_ins WHERE user_id = ? AND habit_id = ? AND day = ?"
    let row = try Row.fetchOne(
      db.cachedStatement(sql: sql), arguments: [user.rawValue, habit.rawValue, day.daysSinceEpoch])
    return row.map { checkIn($0, habit: habit) }
  }

  /// One habit's check-ins from `from` through `through` (unbounded when nil), in day order:
  /// one range of the table's primary key.
  static func history(
    _ db: Database, user: UserID, habit: HabitID, from: Day?, through: Day? = nil
  ) throws -> [CheckIn] {
    let sql = """
      SELECT \(selection) FROM check_ins
      WHERE user_id = ? AND habit_id = ? AND day BETWEEN ? AND ? ORDER BY day
      """
    let arguments: StatementArguments = [
      user.rawValue, habit.rawValue, from?.daysSinceEpoch ?? Int.min,
      through?.daysSinceEpoch ?? Int.max,
    ]
    let rows = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
    var checkIns: [CheckIn] = []
    while let row = try rows.next() { checkIns.append(checkIn(row, habit: habit)) }
    return checkIns
  }

  /// Check-ins of every habit (or one) in `range`, ordered by day, then habit id. Read habit by
  /// habit, each a range of the primary key, then merged.
  static func all(
    _ db: Database, user: UserID, habit: HabitID?, in range: ClosedRange<Day>?
  )
    throws -> [CheckIn]
  {
    let habits =
      try habit.map { [$0] }
      ?? String.fetchAll(
        db, sql: "SELECT id FROM habits WHERE user_id = ? ORDER BY id", arguments: [user.rawValue]
      ).map(HabitID.init)
    var keyed: [(key: Int, checkIn: CheckIn)] = []
    for (index, habit) in habits.enumerated() {
      let history = try history(
        db, user: user, habit: habit, from: range?.lowerBound, through: range?.upperBound)
      keyed += history.map { ($0.day.daysSinceEpoch &* habits.count &+ index, $0) }
    }
    return keyed.sorted { $0.key < $1.key }.map(\.checkIn)
  }
}
