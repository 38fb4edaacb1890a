import RippleCore
import RippleStore

/// Recording one day's check-in, or clearing it: the one use case behind
/// `PUT|DELETE /api/v1/habits/{id}/checkins/{day}` and `ripple done|skip|no|undo`.
///
/// The day must have happened. A write is the day's whole entry but for a note or mood it leaves
/// out, which stay with the day (`NoteAndMood.Kept`; a clear keeps them too); a check-in of today
/// made without a minute records the minute now, when the clock knows it. The outcome (the card,
/// the celebration, the perfect-days streak, the message) compares the engine's facts before and
/// after the write; a moment the person was celebrated for before (a perfect day ticked again after
/// an un-tick) is not celebrated twice. For the habit of a goal in progress, the card counts its
/// week as the coach does, and a Yes, a No or a Skip gets the coach's answer.
public struct CheckInRecording<Repository: RippleRepository>: Sendable {
  public var repository: Repository
  public var user: UserID
  public var today: Day
  public var settings: Settings
  public var moment: UserMoment
  /// The minute of the day now, or nil when the clock does not know it (a day pinned by hand).
  public var minuteNow: Int?
  /// The answer also lays Today out after the write (`CheckInOutcome.layout`), for a screen
  /// showing Today: a read's worth of work more.
  public var layingOutToday: Bool
  /// Whether the user has a webhook endpoint turned on, when the caller read it with the
  /// sign-in (`UserState.hasWebhooks`); nil to ask the store.
  public var hasWebhooks: Bool?

  public init(
    repository: Repository, user: UserID, today: Day, settings: Settings, moment: UserMoment,
    minuteNow: Int?, layingOutToday: Bool = false, hasWebhooks: Bool? = nil
  ) {
    self.layingOutToday = layingOutToday
    self.hasWebhooks = hasWebhooks
    self.repository = repository
    self.user = user
    self.today = today
    self.settings = settings
    self.moment = moment
    self.minuteNow = minuteNow
  }

  /// Writes `entry` for `habit` on `day`. Throws `ValidationError` (field `day`) for a day that
  /// has not happened, `StoreError.habitNotFound` for a habit the user does not have.
  public func record(
    _ entry: CheckInEntry, habit: HabitID, day: Day
  ) async throws -> CheckInRecorded {
    try CheckInValidation.checkWritable(day, today: today)
    let checkIn = CheckIn(
      habitID: habit, day: day, state: entry.state, value: entry.value, note: entry.note,
      mood: entry.mood, loggedMinute: entry.loggedMinute ?? (day == today ? minuteNow : nil),
      updatedAt: entry.updatedAt)
    var recorded = try await judged(habit, day: day, at: entry.updatedAt) {
      try await repository.upsertCheckIn(checkIn, keeping: entry.kept, for: user)
    }
    if recorded.write.goals.contains(where: { $0.isOpen && $0.state.goal.habitID == habit }) {
      recorded.coachMessage = CoachMessages.pick(CoachSituation(logged: entry.state), on: day)
    }
    return recorded
  }

  /// Adds `amount` to the day's value ("+1"), decided inside the store's write so taps made at
  /// once all count; a `tap` the day counted before is not counted again.
  public func add(
    _ amount: Double, habit: HabitID, day: Day, tap: String? = nil, updatedAt: Int64
  ) async throws -> CheckInRecorded {
    try CheckInValidation.checkWritable(day, today: today)
    return try await judged(habit, day: day, at: updatedAt) {
      try await repository.addToCheckIn(
        habit: habit, day: day, amount: amount, tap: tap,
        loggedMinute: day == today ? minuteNow : nil, updatedAt: updatedAt, for: user)
    }
  }

  /// Clears what `habit` has for `day` (its note and mood stay with the day).
  public func clear(habit: HabitID, day: Day, updatedAt: Int64) async throws -> CheckInRecorded {
    try CheckInValidation.checkWritable(day, today: today)
    return try await judged(habit, day: day, at: updatedAt) {
      try await repository.clearCheckIn(habit: habit, day: day, updatedAt: updatedAt, for: user)
    }
  }

  /// Runs `write` and judges it at `today`, with the open goals the write found; a write whose
  /// answer lacks the habit is refused as not found. A write that changed the day queues its
  /// webhook events (`WebhookEvent.raised`), stamped `at`.
  private func judged(
    _ habit: HabitID, day: Day, at stamp: Int64, _ write: () async throws -> CheckInWrite
  ) async throws -> CheckInRecorded {
    let written = try await write()
    guard let index = written.logs.firstIndex(where: { $0.habit.id == habit }) else {
      throw StoreError.habitNotFound(habit)
    }
    var outcome = CheckInOutcome(
      logs: written.logs, index: index, day: day, previous: written.previous,
      applied: written.applied, today: today, settings: settings, moment: moment,
      goals: written.goals.filter(\.isOpen).map(\.state), layingOutToday: layingOutToday)
    var earlier: [CelebratedMoment] = []
    if !outcome.moments.isEmpty {
      earlier = try await repository.rememberCelebrated(outcome.moments, for: user)
      outcome = outcome.leavingOut(earlier)
    }
    let events = WebhookEvent.raised(
      applied: written.applied && written.current != written.previous, earned: outcome.earned,
      earlier: earlier)
    await WebhookQueueing(repository, user: user)?.queue(
      events, of: outcome, day: day, now: stamp, known: hasWebhooks)
    return CheckInRecorded(write: written, outcome: outcome, coachMessage: nil)
  }
}

/// What a person logs for a day (`CheckInRecording.record`).
public struct CheckInEntry: Sendable {
  public var state: CheckInState
  public var value: Double?
  public var note: String?
  public var mood: Mood?
  /// Which of the day's note and mood this write leaves as they are.
  public var kept: NoteAndMood.Kept
  /// The minute of the day it was done, when the person (or their device) says.
  public var loggedMinute: Int?
  public var updatedAt: Int64

  public init(
    state: CheckInState, value: Double? = nil, note: String? = nil, mood: Mood? = nil,
    kept: NoteAndMood.Kept, loggedMinute: Int? = nil, updatedAt: Int64
  ) {
    self.state = state
    self.value = value
    self.note = note
    self.mood = mood
    self.kept = kept
    self.loggedMinute = loggedMinute
    self.updatedAt = updatedAt
  }
}

/// A check-in written or cleared, and what it means (`CheckInRecording`).
public struct CheckInRecorded: Sendable {
  public var write: CheckInWrite
  public var outcome: CheckInOutcome
  /// The coach's answer to a Yes, a No or a Skip of a goal's habit.
  public var coachMessage: CoachMessage?
}
