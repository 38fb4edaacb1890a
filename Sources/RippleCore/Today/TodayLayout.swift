/// Today after a write, but for the cards themselves: which cards sit in which section, in order,
/// the streak notices, and the habits not due today and due tomorrow. A check-in's answer carries
/// it beside the written card, so a screen showing Today draws the write without reading Today
/// again (the other cards do not change with it).
public struct TodayLayout: Hashable, Sendable {
  public struct Section: Hashable, Sendable {
    public var kind: TodaySectionKind
    public var habitIDs: [HabitID]
  }

  /// The day Today shows.
  public var day: Day
  public var sections: [Section]
  /// Cards whose streak is in its grace period.
  public var atRisk: [TodayCard]
  public var graceBanner: GraceBanner?
  public var notDueToday: [NotDueHabit]
  public var tomorrow: [Habit]

  public init(_ view: TodayView) {
    day = view.day
    sections = view.sections.map { section in
      Section(kind: section.kind, habitIDs: section.cards.map { $0.habit.id })
    }
    atRisk = view.atRisk
    graceBanner = view.graceBanner
    notDueToday = view.notDueToday
    tomorrow = view.tomorrow
  }
}
