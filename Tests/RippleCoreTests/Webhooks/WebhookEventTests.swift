import RippleCore
import Testing

@Suite struct WebhookEventTests {
  let habit = HabitID("h1")
  let day = Day(daysSinceEpoch: 20_775)

  @Test func aWriteThatChangedNothingRaisesNothing() {
    let earned = Celebration(segmentFilled: true, perfectDay: true)
    #expect(WebhookEvent.raised(applied: false, earned: earned, earlier: []) == [])
  }

  @Test func everyChangeIsRecordedAndEarnedMomentsFollow() {
    #expect(WebhookEvent.raised(applied: true, earned: .nothing, earlier: []) == [.checkInRecorded])
    let earned = Celebration(
      segmentFilled: true, weeklyGoalReached: true, perfectDay: true,
      milestone: Milestone(days: 7))
    #expect(
      WebhookEvent.raised(applied: true, earned: earned, earlier: [])
        == [.checkInRecorded, .dayCompleted, .weekTargetMet, .streakMilestone])
  }

  /// An un-tick and a tick again: the perfect day and the milestone were celebrated before.
  @Test func momentsCelebratedBeforeAreNotRaisedAgain() {
    let earned = Celebration(segmentFilled: true, perfectDay: true, milestone: Milestone(days: 7))
    let earlier: [CelebratedMoment] = [.perfectDay(day), .milestone(habit, day)]
    #expect(
      WebhookEvent.raised(applied: true, earned: earned, earlier: earlier) == [.checkInRecorded])
  }

  @Test func aTestIsNotSubscribable() {
    #expect(!WebhookEvent.subscribable.contains(.test))
    #expect(WebhookEvent.subscribable.count == 5)
    #expect(WebhookEvent.weekTargetMet.rawValue == "week.target_met")
  }
}

@Suite struct WebhookRetryTests {
  @Test func retriesFollowTheStandardSchedule() {
    let failedAt: Int64 = 1_000_000
    let waits = (1...8).map { WebhookRetry.nextAttempt(after: $0, failedAt: failedAt) }
    #expect(
      waits == [
        failedAt + 5_000, failedAt + 300_000, failedAt + 1_800_000, failedAt + 7_200_000,
        failedAt + 18_000_000, failedAt + 36_000_000, failedAt + 36_000_000, nil,
      ])
    #expect(WebhookRetry.attempts == 8)
  }

  @Test func anEndpointIsDisabledAfterFiveFailedDeliveriesInARow() {
    #expect(!WebhookRetry.disables(after: 4))
    #expect(WebhookRetry.disables(after: 5))
  }
}
