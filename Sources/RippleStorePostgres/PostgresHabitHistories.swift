import PostgresNIO
import RippleCore
import RippleStore

/// Every check-in of a user, one row per habit with its days side by side in arrays: a user's
/// whole history (thousands of check-ins) arrives in a row per habit rather than a row per day,
/// which is where a cold load spent its time (the rows' decoding, not the database). A column a
/// day may leave empty carries a value no check-in holds instead (NaN, '' or -1: a stored note
/// is never empty), since PostgresNIO's arrays take no NULLs.
enum PostgresHabitHistories {
  /// The user's check-ins (of one habit when `habit` is given) from `from` through `through`
  /// (without bound when nil), by habit, each habit's in day order.
  static func read(
    _ connection: PostgresConnection, user: UserID, habit: HabitID? = nil, from: Day?,
    through: Day? = nil
  ) async throws -> [HabitID: [CheckIn]] {
    let low = from?.daysSinceEpoch ?? Int.min
    let high = through?.daysSinceEpoch ?? Int.max
    let rows = try await connection.rows(
      """
      SELECT habit_id, array_agg(day ORDER BY day), array_agg(state ORDER BY day),
      array_agg(coalesce(value, 'NaN'::float8) ORDER BY day),
      array_agg(coalesce(note, '') ORDER BY day), array_agg(coalesce(mood, '') ORDER BY day),
      array_agg(coalesce(logged_minute, -1) ORDER BY day), array_agg(updated_at ORDER BY day)
      FROM check_ins WHERE user_id = \(user.rawValue) AND day BETWEEN \(low) AND \(high)
      AND (\(habit?.rawValue)::text IS NULL OR habit_id = \(habit?.rawValue))
      GROUP BY habit_id
      """)
    var histories: [HabitID: [CheckIn]] = [:]
    for row in rows {
      let habit = HabitID(try row[0].decode(String.self))
      let days = try row[1].decode([Int64].self)
      let states = try row[2].decode([String].self)
      let values = try row[3].decode([Double].self)
      let notes = try row[4].decode([String].self)
      let moods = try row[5].decode([String].self)
      let minutes = try row[6].decode([Int64].self)
      let updated = try row[7].decode([Int64].self)
      let count = days.count
      guard
        [states.count, values.count, notes.count, moods.count, minutes.count, updated.count]
          .allSatisfy({ $0 == count })
      else { throw StoreError.storage("A habit's check-ins did not read back whole") }
      var checkIns: [CheckIn] = []
      checkIns.reserveCapacity(count)
      for index in 0..<count {
        checkIns.append(
          CheckIn(
            habitID: habit, day: Day(daysSinceEpoch: Int(days[index])),
            state: CheckInState(rawValue: states[index]) ?? .done,
            value: values[index].isNaN ? nil : values[index],
            note: notes[index].isEmpty ? nil : notes[index],
            mood: Mood(rawValue: moods[index]),
            loggedMinute: minutes[index] < 0 ? nil : Int(minutes[index]),
            updatedAt: updated[index]))
      }
      histories[habit] = checkIns
    }
    return histories
  }
}
