import RippleCore
import Testing

/// Daylight saving time: every wall-clock reminder fires exactly once (Europe/Berlin, 2026).
@Suite struct RemindersDSTTests {
  let spring = day("2026-03-29")
  let autumn = day("2026-10-25")

  @Test func aTimeSkippedBySpringForwardFiresOnceAnHourLater() {
    // 02:00–03:00 does not exist on 29 March: 02:30 fires at 03:30 CEST = 01:30Z.
    let read = log(.daily, "", from: day("2026-03-23"), reminders: [at(2, 30)])
    #expect(
      notifications([read], on: spring, zone: berlinSpring).map { $0.fireAt } == [
        unixSeconds(spring, hour: 1, minute: 30)
      ])
  }

  @Test func timesAroundSpringForwardUseTheirOwnOffset() {
    let read = log(.daily, "", from: day("2026-03-23"), reminders: [at(1, 30), at(3, 30), at(20)])
    #expect(
      notifications([read], on: spring, zone: berlinSpring).map { $0.fireAt } == [
        unixSeconds(spring, hour: 0, minute: 30), unixSeconds(spring, hour: 1, minute: 30),
        unixSeconds(spring, hour: 18),
      ])
  }

  @Test func aTimeRepeatedByFallBackFiresOnceAtItsFirstOccurrence() {
    // 02:00–03:00 happens twice on 25 October: 02:30 CEST (00:30Z), then 02:30 CET (01:30Z).
    let read = log(.daily, "", from: day("2026-10-19"), reminders: [at(2, 30), at(20)])
    #expect(
      notifications([read], on: autumn, zone: berlinAutumn).map { $0.fireAt } == [
        unixSeconds(autumn, hour: 0, minute: 30), unixSeconds(autumn, hour: 19),
      ])
  }

  @Test func zoneOffsetsResolveEveryWallTimeToOneInstant() {
    #expect(berlinSpring.offset(atUnixSeconds: unixSeconds(spring, hour: 0, minute: 59)) == 3600)
    #expect(berlinSpring.offset(atUnixSeconds: unixSeconds(spring, hour: 1)) == 7200)
    let cases: [(ZoneOffsets, Day, Int, Int64)] = [
      (berlinSpring, spring, 60 + 59, unixSeconds(spring, hour: 0, minute: 59)),
      (berlinSpring, spring, 2 * 60, unixSeconds(spring, hour: 1)),
      (berlinSpring, spring, 2 * 60 + 59, unixSeconds(spring, hour: 1, minute: 59)),
      (berlinSpring, spring, 3 * 60, unixSeconds(spring, hour: 1)),
      (berlinAutumn, autumn, 60 + 59, unixSeconds(autumn, hour: -1, minute: 59)),
      (berlinAutumn, autumn, 2 * 60, unixSeconds(autumn, hour: 0)),
      (berlinAutumn, autumn, 3 * 60, unixSeconds(autumn, hour: 2)),
    ]
    for (zone, day, minute, expected) in cases {
      #expect(zone.instant(wallDay: day, minuteOfDay: minute) == expected, "\(minute)")
    }
  }

  @Test func theDefaultStreakReminderFollowsTheOffsetOfTheEvening() {
    let read = log(.daily, "xxxxxx", from: day("2026-03-23"))
    #expect(
      notifications([read], on: spring, zone: berlinSpring).map { $0.fireAt } == [
        unixSeconds(spring, hour: 20)
      ])
  }
}
