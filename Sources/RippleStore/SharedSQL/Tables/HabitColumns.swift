import RippleCore

/// The `habits` table's columns, and the habit's upsert: the same SQL on both databases (each
/// backend reads the columns its own way).
package enum HabitColumns {
  package static let names = [
    "id", "name", "description", "color", "icon", "category_id", "schedule_kind", "schedule_a",
    "schedule_b", "measure_kind", "measure_target", "measure_unit", "reminders", "archived",
    "sort_order", "created_day", "created_at", "updated_at",
  ]
  package static let selection = names.joined(separator: ", ")

  private static let upsertSQL = """
    INSERT INTO habits (user_id, \(selection), change_seq)
    VALUES (?, \(names.map { _ in "?" }.joined(separator: ", ")), ?)
    ON CONFLICT (user_id, id) DO UPDATE SET
    \(names.dropFirst().map { "\($0) = excluded.\($0)" }.joined(separator: ", ")),
    change_seq = excluded.change_seq
    """

  /// Inserts the habit, or replaces the stored one with the same id, under `change`.
  package static func upsert(_ habit: Habit, user: UserID, change: Int64) -> SharedStatement {
    let schedule = ScheduleColumns.encode(habit.schedule)
    let measure = MeasureColumns.encode(habit.measure)
    return SharedStatement(
      upsertSQL,
      [
        .text(user.rawValue), .text(habit.id.rawValue), .text(habit.name),
        .text(habit.description), .text(habit.color), .text(habit.icon),
        .text(habit.categoryID?.rawValue), .text(schedule.kind), .integer(Int64(schedule.a)),
        .integer(Int64(schedule.b)), .text(measure.kind), .real(measure.target),
        .text(measure.unit), .text(ReminderColumns.encode(habit.reminders)),
        .bool(habit.isArchived), .integer(Int64(habit.sortOrder)),
        .integer(Int64(habit.createdDay.daysSinceEpoch)), .integer(habit.createdAt),
        .integer(habit.updatedAt), .integer(change),
      ])
  }
}
