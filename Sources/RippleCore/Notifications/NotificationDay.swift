/// Everything the planner needs to know about one of the user's days. The engine has no clock:
/// the day, the zone's offsets and the snoozes are inputs.
public struct NotificationDay: Sendable {
  public var logs: [HabitLog]
  public var settings: Settings
  public var preferences: NotificationPreferences
  /// The user's day (after the day-start hour).
  public var day: Day
  /// The zone's offsets from the day's start to its end.
  public var zone: ZoneOffsets
  public var snoozes: [ReminderSnooze]
  /// The user's coached goals (any status: the planner speaks only of active ones); each one's
  /// linked habit is looked up in `logs`.
  public var goals: [CoachState]
  /// The account is in private mode: its habits' names and goals' words are sealed, so no
  /// notification quotes them ("A habit is due"); the device that shows it puts the name in
  /// from its own copy when it is unlocked.
  public var privateWords: Bool

  public init(
    logs: [HabitLog], settings: Settings, preferences: NotificationPreferences, day: Day,
    zone: ZoneOffsets, snoozes: [ReminderSnooze] = [], goals: [CoachState] = [],
    privateWords: Bool = false
  ) {
    self.privateWords = privateWords
    self.logs = logs
    self.settings = settings
    self.preferences = preferences
    self.day = day
    self.zone = zone
    self.snoozes = snoozes
    self.goals = goals
  }

  var startMinute: Int { max(0, min(23, settings.dayStartHour)) * 60 }

  /// The instant of a wall-clock minute within the user's day: with the day starting at 03:00,
  /// 01:30 falls on the next wall-clock date.
  func instant(minuteOfDay: Int) -> Int64 {
    let wallDay = minuteOfDay < startMinute ? day.adding(days: 1) : day
    return zone.instant(wallDay: wallDay, minuteOfDay: minuteOfDay)
  }

  /// The instant a number of minutes after the user's day began.
  func instant(minutesIntoDay: Int) -> Int64 {
    instant(minuteOfDay: (startMinute + minutesIntoDay) % 1440)
  }
}
