/// A reminder at a wall-clock minute on some weekdays.
public struct Reminder: Hashable, Sendable {
  /// Minutes after local midnight (0..<1440).
  public var minuteOfDay: Int
  public var weekdays: WeekdaySet

  public init(minuteOfDay: Int, weekdays: WeekdaySet = .all) {
    self.minuteOfDay = minuteOfDay
    self.weekdays = weekdays
  }

  /// `HH:mm`, 24-hour.
  public var timeText: String {
    Day.padded(minuteOfDay / 60, to: 2) + ":" + Day.padded(minuteOfDay % 60, to: 2)
  }

  /// `8:00 AM`, as the cards show it.
  public var displayTime: String {
    let hour = minuteOfDay / 60
    let hour12 = hour % 12 == 0 ? 12 : hour % 12
    return "\(hour12):" + Day.padded(minuteOfDay % 60, to: 2) + (hour < 12 ? " AM" : " PM")
  }
}
