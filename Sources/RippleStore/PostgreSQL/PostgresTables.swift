import PostgresNIO
import RippleCore

/// Reads and writes of Ripple's tables on one connection, inside the caller's transaction.
enum PostgresTables {
  // MARK: Settings

  static func settings(_ connection: PostgresConnection, user: UserID) async throws -> Settings {
    let rows = try await connection.rows(
      "SELECT \(unescaped: PostgresRows.settingsColumns) FROM settings WHERE user_id = \(user.rawValue)"
    )
    return try rows.first.map { try PostgresRows.settings($0) } ?? Settings()
  }

  static func saveSettings(
    _ settings: Settings, user: UserID, change: Int64, _ connection: PostgresConnection
  ) async throws {
    try await connection.run(
      """
      INSERT INTO settings (user_id, time_zone, first_weekday, day_start_hour, theme, accent,
      celebrations, show_streaks, haptics, tier, tier_expires, onboarding_done, change_seq)
      VALUES (\(user.rawValue), \(settings.timeZone), \(settings.firstWeekday.rawValue),
      \(settings.dayStartHour), \(settings.theme.rawValue), \(settings.accent),
      \(settings.celebrations.rawValue), \(settings.showStreaks), \(settings.haptics),
      \(settings.tier.storedCode), \(settings.tier.expiry?.daysSinceEpoch), \(settings.onboardingDone),
      \(change))
      ON CONFLICT (user_id) DO UPDATE SET time_zone = excluded.time_zone,
      first_weekday = excluded.first_weekday, day_start_hour = excluded.day_start_hour,
      theme = excluded.theme, accent = excluded.accent, celebrations = excluded.celebrations,
      show_streaks = excluded.show_streaks, haptics = excluded.haptics, tier = excluded.tier,
      tier_expires = excluded.tier_expires, onboarding_done = excluded.onboarding_done,
      change_seq = excluded.change_seq
      """)
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

  static func saveHabit(
    _ habit: Habit, user: UserID, change: Int64, _ connection: PostgresConnection
  ) async throws {
    let schedule = ScheduleColumns.encode(habit.schedule)
    let measure = MeasureColumns.encode(habit.measure)
    try await connection.run(
      """
      INSERT INTO habits (user_id, \(unescaped: PostgresRows.habitColumns), change_seq)
      VALUES (\(user.rawValue), \(habit.id.rawValue), \(habit.name), \(habit.description),
      \(habit.color), \(habit.icon), \(habit.categoryID?.rawValue), \(schedule.kind),
      \(schedule.a), \(schedule.b), \(measure.kind), \(measure.target), \(measure.unit),
      \(ReminderColumns.encode(habit.reminders)), \(habit.isArchived), \(habit.sortOrder),
      \(habit.createdDay.daysSinceEpoch), \(habit.createdAt), \(habit.updatedAt), \(change))
      ON CONFLICT (user_id, id) DO UPDATE SET name = excluded.name,
      description = excluded.description, color = excluded.color, icon = excluded.icon,
      category_id = excluded.category_id, schedule_kind = excluded.schedule_kind,
      schedule_a = excluded.schedule_a, schedule_b = excluded.schedule_b,
      measure_kind = excluded.measure_kind, measure_target = excluded.measure_target,
      measure_unit = excluded.measure_unit, reminders = excluded.reminders,
      archived = excluded.archived, sort_order = excluded.sort_order,
      created_day = excluded.created_day, created_at = excluded.created_at,
      updated_at = excluded.updated_at, change_seq = excluded.change_seq
      """)
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

  static func saveCheckIn(
    _ checkIn: CheckIn, user: UserID, change: Int64, _ connection: PostgresConnection
  ) async throws {
    try await connection.run(
      """
      INSERT INTO check_ins (user_id, habit_id, \(unescaped: PostgresRows.checkInColumns),
      change_seq)
      VALUES (\(user.rawValue), \(checkIn.habitID.rawValue), \(checkIn.day.daysSinceEpoch),
      \(checkIn.state.rawValue), \(checkIn.value), \(checkIn.note), \(checkIn.mood?.rawValue),
      \(checkIn.loggedMinute), \(checkIn.updatedAt), \(change))
      ON CONFLICT (user_id, habit_id, day) DO UPDATE SET state = excluded.state,
      value = excluded.value, note = excluded.note, mood = excluded.mood,
      logged_minute = excluded.logged_minute, updated_at = excluded.updated_at,
      change_seq = excluded.change_seq
      """)
  }

  /// The user's check-ins (one habit's, when given) from `from` through `through`, by habit
  /// then day.
  static func checkIns(
    _ connection: PostgresConnection, user: UserID, habit: HabitID? = nil, from: Day?,
    through: Day? = nil
  ) async throws -> [CheckIn] {
    let low = from?.daysSinceEpoch ?? Int.min
    let high = through?.daysSinceEpoch ?? Int.max
    let rows: [PostgresRandomAccessRow]
    if let habit {
      rows = try await connection.rows(
        """
        SELECT habit_id, \(unescaped: PostgresRows.checkInColumns) FROM check_ins
        WHERE user_id = \(user.rawValue) AND habit_id = \(habit.rawValue)
        AND day BETWEEN \(low) AND \(high) ORDER BY habit_id, day
        """)
    } else {
      rows = try await connection.rows(
        """
        SELECT habit_id, \(unescaped: PostgresRows.checkInColumns) FROM check_ins
        WHERE user_id = \(user.rawValue) AND day BETWEEN \(low) AND \(high)
        ORDER BY habit_id, day
        """)
    }
    return try rows.map { row in
      try PostgresRows.checkIn(row, habit: HabitID(try row[0].decode(String.self)), at: 1)
    }
  }

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

  static func saveCategory(
    _ category: Category, user: UserID, change: Int64, _ connection: PostgresConnection
  ) async throws {
    try await connection.run(
      """
      INSERT INTO categories (user_id, id, name, color, icon, sort_order, change_seq)
      VALUES (\(user.rawValue), \(category.id.rawValue), \(category.name), \(category.color),
      \(category.icon), \(category.sortOrder), \(change))
      ON CONFLICT (user_id, id) DO UPDATE SET name = excluded.name, color = excluded.color,
      icon = excluded.icon, sort_order = excluded.sort_order, change_seq = excluded.change_seq
      """)
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

  static func saveGoal(
    _ goal: GoalRecord, user: UserID, change: Int64, _ connection: PostgresConnection
  ) async throws {
    try await connection.run(
      """
      INSERT INTO goals (user_id, \(unescaped: PostgresRows.goalColumns), change_seq)
      VALUES (\(user.rawValue), \(goal.id.rawValue), \(goal.habitID.rawValue), \(goal.title),
      \(GoalStatusCode.name(goal.status)), \(CoachStateDTO.text(goal.state)), \(goal.revision),
      \(goal.createdAt), \(goal.updatedAt), \(change))
      ON CONFLICT (user_id, id) DO UPDATE SET habit_id = excluded.habit_id,
      title = excluded.title, status = excluded.status, state = excluded.state,
      revision = excluded.revision, updated_at = excluded.updated_at,
      change_seq = excluded.change_seq
      """)
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

  static func saveReflection(
    _ reflection: GoalReflection, user: UserID, change: Int64, _ connection: PostgresConnection
  ) async throws {
    try await connection.run(
      """
      INSERT INTO goal_reflections (user_id, \(unescaped: PostgresRows.reflectionColumns),
      change_seq)
      VALUES (\(user.rawValue), \(reflection.id), \(reflection.goalID), \(reflection.stage),
      \(reflection.day.daysSinceEpoch), \(reflection.worked), \(reflection.hard),
      \(reflection.createdAt), \(change))
      """)
  }

  // MARK: Everything of a user

}
