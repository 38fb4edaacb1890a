import RippleCore

/// The `health_links` and `health_check_ins` tables, read and written alike by both databases.
/// A threshold is kept as text (its shortest exact spelling), so one statement reads it on
/// either database.
enum HealthStatements {
  static func links(of user: UserID) -> SharedQuery<HealthLink> {
    SharedQuery(
      SharedStatement(
        """
        SELECT habit_id, measure, threshold, workout_type FROM health_links
        WHERE user_id = ? ORDER BY created_at, habit_id
        """, [.text(user.rawValue)]), decode: link)
  }

  static func link(_ habit: HabitID, of user: UserID) -> SharedQuery<HealthLink> {
    SharedQuery(
      SharedStatement(
        """
        SELECT habit_id, measure, threshold, workout_type FROM health_links
        WHERE user_id = ? AND habit_id = ?
        """, [.text(user.rawValue), .text(habit.rawValue)]), decode: link)
  }

  static func save(_ link: HealthLink, of user: UserID, at now: Int64) -> SharedStatement {
    SharedStatement(
      """
      INSERT INTO health_links (user_id, habit_id, measure, threshold, workout_type, created_at)
      VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (user_id, habit_id) DO UPDATE SET measure = excluded.measure,
        threshold = excluded.threshold, workout_type = excluded.workout_type
      """,
      [
        .text(user.rawValue), .text(link.habitID.rawValue), .text(link.rule.measure.rawValue),
        .text(String(link.rule.threshold)), .text(link.rule.workoutType?.rawValue), .integer(now),
      ])
  }

  static func remove(_ habit: HabitID, of user: UserID) -> SharedStatement {
    SharedStatement(
      "DELETE FROM health_links WHERE user_id = ? AND habit_id = ?",
      [.text(user.rawValue), .text(habit.rawValue)])
  }

  static func mark(_ checkIn: CheckIn, of user: UserID) -> SharedStatement {
    SharedStatement(
      """
      INSERT INTO health_check_ins (user_id, habit_id, day, updated_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (user_id, habit_id, day) DO UPDATE SET updated_at = excluded.updated_at
      """,
      [
        .text(user.rawValue), .text(checkIn.habitID.rawValue),
        .integer(Int64(checkIn.day.daysSinceEpoch)), .integer(checkIn.updatedAt),
      ])
  }

  /// Per habit, the check-ins still as a health import wrote them (same `updated_at`).
  static func counts(of user: UserID) -> SharedQuery<(HabitID, Int)> {
    SharedQuery(
      SharedStatement(
        """
        SELECT h.habit_id, COUNT(*) FROM health_check_ins h
        JOIN check_ins c ON c.user_id = h.user_id AND c.habit_id = h.habit_id AND c.day = h.day
          AND c.updated_at = h.updated_at
        WHERE h.user_id = ? GROUP BY h.habit_id
        """, [.text(user.rawValue)])
    ) { row in (HabitID(try row.text(0, "habit_id")), Int(try row.integer(1, "count"))) }
  }

  @Sendable static func link(_ row: any SharedRow) throws -> HealthLink {
    guard let measure = HealthMeasure(rawValue: try row.text(1, "measure")),
      let threshold = Double(try row.text(2, "threshold"))
    else { throw StoreError.storage("A health link's measure or threshold is unreadable") }
    return HealthLink(
      habitID: HabitID(try row.text(0, "habit_id")),
      rule: HealthRule(
        measure: measure, threshold: threshold,
        workoutType: try row.text(3).flatMap(HealthWorkoutType.init(rawValue:))))
  }
}
