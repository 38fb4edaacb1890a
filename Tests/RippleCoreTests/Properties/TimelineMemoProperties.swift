import PropertyBased
import RippleCore
import Testing

/// A log's kept timeline (`HabitLog.timeline(through:firstWeekday:)`) is always the one a fresh
/// layout gives, whatever was written, cleared or edited since it was kept, and a changed copy
/// never changes what the original answers.
@Suite struct TimelineMemoProperties {
  static func same(_ kept: HabitTimeline, _ fresh: HabitTimeline) -> Bool {
    kept.start == fresh.start && kept.end == fresh.end && kept.firstWeekday == fresh.firstWeekday
      && kept.outcomes == fresh.outcomes && kept.habit == fresh.habit
      && (0..<fresh.count).allSatisfy { kept.isDue(at: $0) == fresh.isDue(at: $0) }
      && kept.values == fresh.values
  }

  static func fresh(_ log: HabitLog, _ end: Day, _ firstWeekday: Weekday) -> HabitTimeline {
    HabitTimeline(log: log, through: end, firstWeekday: firstWeekday)
  }

  @Test func aKeptTimelineFollowsEveryChangeToItsLog() async {
    await propertyCheck(
      count: 300, input: EngineProperties.schedule, EngineProperties.measure,
      EngineProperties.history, Gen.int(in: -5...75).array(of: 1...6), Gen<Weekday>.case
    ) { schedule, measure, marks, offsets, firstWeekday in
      var log = EngineProperties.log(schedule: schedule, measure: measure, marks: marks)
      let today = monday.adding(days: 80)
      let original = log
      let before = original.timeline(through: today, firstWeekday: firstWeekday)
      for (step, offset) in offsets.enumerated() {
        let day = monday.adding(days: offset)
        _ = log.timeline(through: today, firstWeekday: firstWeekday)
        switch step % 3 {
        case 0:
          log.set(CheckIn(habitID: log.habit.id, day: day, state: .done, value: 40))
        case 1: log.clear(day)
        default:
          log.habit.schedule = EngineProperties.schedules[(schedule + step) % 11]
        }
        #expect(
          Self.same(
            log.timeline(through: today, firstWeekday: firstWeekday),
            Self.fresh(log, today, firstWeekday)))
        // Another end or first weekday is laid out for itself.
        let other = today.adding(days: -3)
        #expect(
          Self.same(
            log.timeline(through: other, firstWeekday: .sunday), Self.fresh(log, other, .sunday)))
      }
      #expect(Self.same(original.timeline(through: today, firstWeekday: firstWeekday), before))
      #expect(Self.same(before, Self.fresh(original, today, firstWeekday)))
    }
  }
}
