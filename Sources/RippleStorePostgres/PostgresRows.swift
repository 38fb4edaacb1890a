import PostgresNIO
import RippleCore
import RippleStore

/// Rows of Ripple's tables to and from the engine's values; the stored forms of schedules,
/// measures, reminders and tiers are SQLite's (`ScheduleColumns`, `MeasureColumns`…).
enum PostgresRows {
  static let habitColumns = HabitColumns.selection

  static func habit(_ row: PostgresRandomAccessRow) throws -> Habit {
    try habit(row, at: 0)
  }

  /// A habit from `habitColumns` starting at `offset`.
  static func habit(_ row: PostgresRandomAccessRow, at offset: Int) throws -> Habit {
    Habit(
      id: HabitID(try row[offset].decode(String.self)),
      name: try row[offset + 1].decode(String.self),
      description: try row[offset + 2].decode(String.self),
      color: try row[offset + 3].decode(String.self),
      icon: try row[offset + 4].decode(String.self),
      categoryID: try row[offset + 5].decode(String?.self).map(CategoryID.init),
      schedule: ScheduleColumns.decode(
        kind: try row[offset + 6].decode(String.self), a: try row[offset + 7].decode(Int.self),
        b: try row[offset + 8].decode(Int.self)),
      measure: MeasureColumns.decode(
        kind: try row[offset + 9].decode(String.self),
        target: try row[offset + 10].decode(Double.self),
        unit: try row[offset + 11].decode(String.self)),
      reminders: ReminderColumns.decode(try row[offset + 12].decode(String.self)),
      isArchived: try row[offset + 13].decode(Bool.self),
      sortOrder: try row[offset + 14].decode(Int.self),
      createdDay: Day(daysSinceEpoch: try row[offset + 15].decode(Int.self)),
      createdAt: try row[offset + 16].decode(Int64.self),
      updatedAt: try row[offset + 17].decode(Int64.self))
  }

  static let checkInColumns = CheckInColumns.selection

  /// A check-in from `checkInColumns` starting at `offset`.
  static func checkIn(
    _ row: PostgresRandomAccessRow, habit: HabitID, at offset: Int = 0
  ) throws -> CheckIn {
    CheckIn(
      habitID: habit, day: Day(daysSinceEpoch: try row[offset].decode(Int.self)),
      state: CheckInState(rawValue: try row[offset + 1].decode(String.self)) ?? .done,
      value: try row[offset + 2].decode(Double?.self),
      note: try row[offset + 3].decode(String?.self),
      mood: try row[offset + 4].decode(String?.self).flatMap(Mood.init(rawValue:)),
      loggedMinute: try row[offset + 5].decode(Int?.self),
      updatedAt: try row[offset + 6].decode(Int64.self))
  }

  static let settingsColumns = SettingsColumns.selection

  /// Settings from `settingsColumns` starting at `offset`.
  static func settings(_ row: PostgresRandomAccessRow, at offset: Int = 0) throws -> Settings {
    Settings(
      timeZone: try row[offset].decode(String.self),
      firstWeekday: Weekday(rawValue: try row[offset + 1].decode(Int.self)) ?? .monday,
      dayStartHour: try row[offset + 2].decode(Int.self),
      theme: Theme(rawValue: try row[offset + 3].decode(String.self)) ?? .auto,
      accent: try row[offset + 4].decode(String.self),
      celebrations: CelebrationLevel(rawValue: try row[offset + 5].decode(String.self)) ?? .full,
      showStreaks: try row[offset + 6].decode(Bool.self),
      haptics: try row[offset + 7].decode(Bool.self),
      tier: SettingsColumns.tier(
        code: try row[offset + 8].decode(String.self),
        expires: try row[offset + 9].decode(Int?.self)),
      onboardingDone: try row[offset + 10].decode(Bool.self))
  }

  /// `settingsColumns` of the table aliased `alias`.
  static func settingsColumns(of alias: String) -> String {
    settingsColumns.split(separator: ",").map {
      "\(alias).\(String($0.filter { !$0.isWhitespace }))"
    }.joined(separator: ", ")
  }

  static func category(_ row: PostgresRandomAccessRow) throws -> Category {
    Category(
      id: CategoryID(try row[0].decode(String.self)), name: try row[1].decode(String.self),
      color: try row[2].decode(String.self), icon: try row[3].decode(String?.self),
      sortOrder: try row[4].decode(Int.self))
  }

  static let goalColumns = GoalColumns.selection

  /// The goal a row holds, its state decoded (a state that does not read is a storage failure).
  static func goal(_ row: PostgresRandomAccessRow) throws -> GoalRecord {
    GoalRecord(
      state: try CoachStateDTO.state(
        reading: try row[4].decode(String.self), goal: try row[0].decode(String.self)),
      revision: try row[5].decode(Int64.self), createdAt: try row[6].decode(Int64.self),
      updatedAt: try row[7].decode(Int64.self))
  }

  static let reflectionColumns = ReflectionColumns.selection

  static func reflection(_ row: PostgresRandomAccessRow) throws -> GoalReflection {
    GoalReflection(
      id: try row[0].decode(String.self), goalID: try row[1].decode(String.self),
      stage: try row[2].decode(Int.self), day: Day(daysSinceEpoch: try row[3].decode(Int.self)),
      worked: try row[4].decode(String.self), hard: try row[5].decode(String.self),
      createdAt: try row[6].decode(Int64.self))
  }
}
