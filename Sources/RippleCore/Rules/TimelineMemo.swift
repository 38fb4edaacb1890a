#if !hasFeature(Embedded)
import Synchronization

/// A log's last timeline, kept with the log (`HabitLog.timeline(through:firstWeekday:)`) until
/// the log changes: a check-in written to one habit then lays out that habit alone again, not
/// every habit the perfect-days streak and Today walk. Each change to a log gives it a new memo,
/// so a memo only ever holds a timeline of the log it came with; copies of an unchanged log
/// share it, across threads (hence the lock).
final class TimelineMemo: Sendable {
  private let kept = Mutex<HabitTimeline?>(nil)

  init() {}

  func timeline(
    through end: Day, firstWeekday: Weekday, layOut: () -> HabitTimeline
  ) -> HabitTimeline {
    if let timeline = kept.withLock({ $0 }), timeline.end == end,
      timeline.firstWeekday == firstWeekday
    {
      return timeline
    }
    let timeline = layOut()
    kept.withLock { $0 = timeline }
    return timeline
  }
}
#else
/// In the browser's engine (Embedded Swift, one thread, no Synchronization), timelines are laid
/// out on each use.
struct TimelineMemo: Sendable {
  init() {}

  func timeline(
    through end: Day, firstWeekday: Weekday, layOut: () -> HabitTimeline
  ) -> HabitTimeline {
    layOut()
  }
}
#endif
