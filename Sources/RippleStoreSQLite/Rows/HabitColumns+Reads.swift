import GRDB
import RippleCore
import RippleStore

/// Reads the `habits` table on SQLite.
extension HabitColumns {
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
