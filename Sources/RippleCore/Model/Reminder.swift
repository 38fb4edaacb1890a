/// A reminder at a wall-clock minute on some weekdays.
public struct Reminder: Hashable, Sendable {
  /// Minutes after local midnight (0..<1440).
  public var minuteOfDay: Int
  public var weekdays: WeekdaySet

  /// Minutes after midnight of `HH:mm` (00:00–23:59), or nil.
  public static func minute(of text: String) -> Int? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
      let hour = Int(parts[0]), let minute = Int(parts[1]),
      (0..<24).contains(hour), (0..<60).contains(minute)
    else { return nil }
    return hour * 60 + minute
  }

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
