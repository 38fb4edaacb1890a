import RippleCore
import Testing

@testable import RippleHealth

@Suite struct LargeStreamTests {
  /// About 50 MB (about 3 seconds in a debug build) in chunks of a day each: totals must come out exact for every day, and the
  /// scanner holds at most one tag besides the chunk it is given. (scripts/bench-health-import
  /// reads a 1 GB file the same way and reports its peak memory.)
  @Test func aLargeStreamAddsUpDayByDay() throws {
    let firstDay = try Day(year: 2015, month: 1, day: 1)
    let export = SyntheticExport(firstDay: firstDay, days: 2500)
    let scope = HealthImportScope(
      measures: [.steps, .sleepHours], from: firstDay.adding(days: 10),
      through: firstDay.adding(days: 2509))
    let stream = AppleHealthStream(scope: scope, limits: .standard)
    var bytes = 0
    try export.chunks { chunk in
      bytes += chunk.count
      try stream.feed(chunk)
    }
    let result = try stream.finish()
    #expect(bytes > 50_000_000)
    #expect(result.recordsRead == 2500 * 81)
    #expect(result.recordsSkipped == 0)
    #expect(result.firstDayFound == firstDay)
    #expect(result.lastDayFound == firstDay.adding(days: 2499))
    #expect(result.days.count == 2490)
    #expect(result.days.allSatisfy { $0.steps == 40 * 120 && $0.sleepMinutes == 450 })
    #expect(result.days.first?.day == firstDay.adding(days: 10))
  }
}
