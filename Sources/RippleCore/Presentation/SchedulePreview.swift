/// What the habit form shows for a draft schedule: the
/// schedule in words and which of the coming days it falls on. A pure computation over the
/// engine's own wording and due-day rule, so no client repeats either.
public struct SchedulePreview: Sendable, Equatable {
  /// One day of the preview and whether the draft habit would be due on it.
  public struct PreviewDay: Sendable, Equatable {
    public var day: Day
    public var due: Bool
  }

  /// How many days the form previews.
  public static let length = 14

  public var text: String
  /// Flexible schedules have no fixed days: every day counts until the period's target is met.
  public var flexible: Bool
  public var days: [PreviewDay]

  /// The preview of `schedule` for a new habit starting `today`, with no check-ins yet: a fixed
  /// schedule is due on the days it falls on, a flexible one on every day (its target is not met).
  public init(_ schedule: Schedule, today: Day, firstWeekday: Weekday) {
    text = schedule.text(firstWeekday: firstWeekday)
    flexible = schedule.isFlexible
    days = (0..<Self.length).map { offset in
      let day = today.adding(days: offset)
      return PreviewDay(day: day, due: schedule.falls(on: day))
    }
  }
}
