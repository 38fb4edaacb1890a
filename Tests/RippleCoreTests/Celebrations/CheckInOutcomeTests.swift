import RippleCore
import Testing

@Suite struct CheckInOutcomeTests {
  private let today = monday.adding(days: 7)
  private var moment: UserMoment { UserMoment(day: today, minuteOfDay: 600, minutesIntoDay: 600) }

  private func outcome(_ logs: [HabitLog], writing index: Int) -> CheckInOutcome {
    var after = logs
    after[index].set(CheckIn(habitID: logs[index].habit.id, day: today, updatedAt: 1))
    return CheckInOutcome(
      logs: after, index: index, day: today, previous: nil, applied: true, today: today,
      settings: Settings(), moment: moment)
  }

  @Test func perfectDaysStreakCountsTheDayJustCompleted() {
    // Seven perfect days, then the last habit of the eighth is done.
    let logs = [
      log(.daily, "xxxxxxx x", name: "A", sortOrder: 0),
      log(.daily, "xxxxxxx .", name: "B", sortOrder: 1),
    ]
    let result = outcome(logs, writing: 1)
    #expect(result.celebration.perfectDay)
    #expect(result.perfectDays.current == 8)
    #expect(!result.perfectDays.atRisk)
    #expect(result.message == "B completed")
    #expect(result.checkIn?.day == today)
  }

  @Test func aFirstPerfectDayHasAStreakOfOne() {
    let logs = [log(.daily, ".", from: today, name: "A")]
    let result = outcome(logs, writing: 0)
    #expect(result.celebration.perfectDay)
    #expect(result.perfectDays.current == 1)
  }

  @Test func aMilestoneAndAPerfectDayOnOneTapAreOneCelebration() {
    // Six days done, then today: a 7-day streak, and the only habit done makes the day perfect.
    let logs = [log(.daily, "xxxxxx .", from: monday.adding(days: 1), name: "A")]
    let result = outcome(logs, writing: 0)
    #expect(result.earned.perfectDay)
    #expect(result.celebration.milestone?.days == 7)
    #expect(!result.celebration.perfectDay)
    #expect(
      result.moments == [.perfectDay(today), .milestone(logs[0].habit.id, today)])
  }

  @Test func aMomentCelebratedBeforeIsLeftOut() {
    let logs = [log(.daily, "xxxxxx .", from: monday.adding(days: 1), name: "A")]
    let result = outcome(logs, writing: 0)

    let milestoneSeen = result.leavingOut([.milestone(logs[0].habit.id, today)])
    #expect(milestoneSeen.celebration.milestone == nil)
    #expect(milestoneSeen.celebration.perfectDay)

    let bothSeen = result.leavingOut(result.moments)
    #expect(bothSeen.celebration.milestone == nil)
    #expect(!bothSeen.celebration.perfectDay)
    #expect(bothSeen.celebration.segmentFilled)
  }

  @Test func aPerfectDayTickedAgainIsNotCelebratedAgain() {
    let logs = [log(.daily, ".", from: today, name: "A")]
    let result = outcome(logs, writing: 0).leavingOut([.perfectDay(today)])
    #expect(!result.celebration.perfectDay)
    #expect(result.summary.isPerfect)
  }
}
