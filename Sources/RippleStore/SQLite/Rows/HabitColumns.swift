import GRDB
import RippleCore

/// Reads and writes the `habits` table.
enum HabitColumns {
  static let names = [
    "id", "name", "description", "color", "icon", "category_id", "schedule_kind", "schedule_a",
    "schedule_b", "measure_kind", "measure_target", "measure_unit", "reminders", "archived",
    "sort_order", "created_day", "created_at", "updated_at",
  ]
  static let selection = names.joined(separator: ", ")

  static func habit(_ row: Row) -> Habit {
    let categoryID: String? = row[5]
    return Habit(
      id: HabitID(row[0]), name: row[1], description: row[2], color: row[3], icon: row[4],
      categoryID: categoryID.map(CategoryID.init),
      schedule: ScheduleColumns.decode(kind: row[6], a: row[7], b: row[8]),
      measure: MeasureColumns.decode(kind: row[9], target: row[10], unit: row[11]),
      reminders: ReminderColumns.decode(row[12]), isArchived: row[13], sortOrder: row[14],
      createdDay: Day(daysSinceEpoch: row[15]), createdAt: row[16], updatedAt: row[17])
  }

  static func values(_ habit: Habit) -> [(any DatabaseValueConvertible)?] {
    let schedule = ScheduleColumns.encode(habit.schedule)
    let measure = MeasureColumns.encode(habit.measure)
    return [
      habit.id.rawValue, habit.name, habit.description, habit.color, habit.icon,
      habit.categoryID?.rawValue, schedule.kind, schedule.a, schedule.b, measure.kind,
      measure.target, measure.unit, ReminderColumns.encode(habit.reminders), habit.isArchived,
      habit.sortOrder, habit.createdDay.daysSinceEpoch, habit.createdAt, habit.updatedAt,
    ]
  }

  private static let upsertSQL = """
    INSERT INTO habits (user_id, \(selection), change_seq)
    VALUES (?, \(names.map { _ in "?" }.joined(separator: ", ")), ?)
    ON CONFLICT (user_id, id) DO UPDATE SET
    \(names.dropFirst().map { "\($0) = excluded.\($0)" }.joined(separator: ", ")),
    change_seq = excluded.change_seq
    """

  /// Inserts the habit, or replaces the stored one with the same id.
  static func save(_ habit: Habit, user: UserID, change: Int64, _ db: Database) throws {
    let arguments = StatementArguments([user.rawValue] + values(habit) + [change])
    try db.cachedStatement(sql: upsertSQL).execute(arguments: arguments)
  }

  static func all(_ db: Database, user: UserID, filter: HabitFilter = .all) throws -> [Habit] {
    let condition: String
    switch filter {
    case .active: condition = " AND archived = 0"
    case .archived: condition = " AND archived = 1"
    case .all: condition = ""
    }
    let sql =
      "SELECT \(selection) FROM habits WHERE user_id = ?\(condition) ORDER BY sort_order, id"
    return try Row.fetchAll(db.cachedStatement(sql: sql), arguments: [user.rawValue]).map(habit)
  }

  static func one(_ db: Database, user: UserID, id: HabitID) throws -> Habit? {
    let sql = "SELECT \(selection) FROM habits WHERE user_id = ? AND id = ?"
    return try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [user.rawValue, id.rawValue])
      .map(habit)
  }

  static func existing(_ db: Database, user: UserID, id: HabitID) throws -> Habit {
    guard let habit = try one(db, user: user, id: id) else { throw StoreError.habitNotFound(id) }
    return habit
  }
}
