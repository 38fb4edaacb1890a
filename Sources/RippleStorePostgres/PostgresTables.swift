import PostgresNIO
import RippleCore
import RippleStore

/// Reads of Ripple's tables on one connection, inside the caller's transaction (the writes are
/// shared statements).
enum PostgresTables {
  // MARK: Settings

  static func settings(_ connection: PostgresConnection, user: UserID) async throws -> Settings {
    let rows = try await connection.rows(
      "SELECT \(unescaped: PostgresRows.settingsColumns) FROM settings WHERE user_id = \(user.rawValue)"
    )
    return try rows.first.map { try PostgresRows.settings($0) } ?? Settings()
  }

  // MARK: Habits

  static func habits(
    _ connection: PostgresConnection, user: UserID, filter: HabitFilter = .all
  ) async throws -> [Habit] {
    let condition: String
    switch filter {
    case .active: condition = " AND NOT archived"
    case .archived: condition = " AND archived"
    case .all: condition = ""
    }
    return try await connection.rows(
      """
      SELECT \(unescaped: PostgresRows.habitColumns) FROM habits
      WHERE user_id = \(user.rawValue)\(unescaped: condition) ORDER BY sort_order, id
      """
    ).map(PostgresRows.habit)
  }

  static func habit(
    _ connection: PostgresConnection, user: UserID, id: HabitID
  ) async throws -> Habit {
    guard let habit = try await storedHabit(connection, user: user, id: id) else {
      throw StoreError.habitNotFound(id)
    }
    return habit
  }

  /// The habit, or nil when the user has none with `id`.
  static func storedHabit(
    _ connection: PostgresConnection, user: UserID, id: HabitID
  ) async throws -> Habit? {
    let rows = try await connection.rows(
      """
      SELECT \(unescaped: PostgresRows.habitColumns) FROM habits
      WHERE user_id = \(user.rawValue) AND id = \(id.rawValue)
      """)
    return try rows.first.map { try PostgresRows.habit($0) }
  }

  // MARK: Check-ins

  static func checkIn(
    _ connection: PostgresConnection, user: UserID, habit: HabitID, day: Day
  ) async throws -> CheckIn? {
    let rows = try await connection.rows(
      """
      SELECT \(unescaped: PostgresRows.checkInColumns) FROM check_ins
      WHERE user_id = \(user.rawValue) AND habit_id = \(habit.rawValue)
      AND day = \(day.daysSinceEpoch)
      """)
    return try rows.first.map { try PostgresRows.checkIn($0, habit: habit) }
  }

  /// The user's check-ins (one habit's, when given) from `from` through `through`, by habit
  /// then day.
  static func clearedAt(
    _ connection: PostgresConnection, user: UserID, habit: HabitID, day: Day
  ) async throws -> Int64? {
    let rows = try await connection.rows(
      """
      SELECT updated_at FROM check_in_tombstones WHERE user_id = \(user.rawValue)
      AND habit_id = \(habit.rawValue) AND day = \(day.daysSinceEpoch)
      """)
    return try rows.first?[0].decode(Int64.self)
  }

  // MARK: Categories

  static func categories(
    _ connection: PostgresConnection, user: UserID
  ) async throws -> [Category] {
    try await connection.rows(
      """
      SELECT id, name, color, icon, sort_order FROM categories WHERE user_id = \(user.rawValue)
      ORDER BY sort_order, id
      """
    ).map(PostgresRows.category)
  }

  // MARK: Goals

  static func goals(_ connection: PostgresConnection, user: UserID) async throws -> [GoalRecord] {
    try await connection.rows(
      """
      SELECT \(unescaped: PostgresRows.goalColumns) FROM goals WHERE user_id = \(user.rawValue)
      ORDER BY created_at, id
      """
    ).map(PostgresRows.goal)
  }

  /// The goal with this id, or nil.
  static func findGoal(
    _ connection: PostgresConnection, user: UserID, id: String
  ) async throws -> GoalRecord? {
    let rows = try await connection.rows(
      """
      SELECT \(unescaped: PostgresRows.goalColumns) FROM goals
      WHERE user_id = \(user.rawValue) AND id = \(id)
      """)
    return try rows.first.map(PostgresRows.goal)
  }

  static func reflections(
    _ connection: PostgresConnection, user: UserID, goal: String?
  ) async throws -> [GoalReflection] {
    let rows: [PostgresRandomAccessRow]
    if let goal {
      rows = try await connection.rows(
        """
        SELECT \(unescaped: PostgresRows.reflectionColumns) FROM goal_reflections
        WHERE user_id = \(user.rawValue) AND goal_id = \(goal) ORDER BY goal_id, created_at, id
        """)
    } else {
      rows = try await connection.rows(
        """
        SELECT \(unescaped: PostgresRows.reflectionColumns) FROM goal_reflections
        WHERE user_id = \(user.rawValue) ORDER BY goal_id, created_at, id
        """)
    }
    return try rows.map(PostgresRows.reflection)
  }
}
