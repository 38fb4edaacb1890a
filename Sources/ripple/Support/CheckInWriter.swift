import RippleCore
import RippleServices
import RippleStore

/// A check-in written from the command line, with what the engine makes of it.
struct CheckInResult {
  var habit: Habit
  var day: Day
  var write: CheckInWrite
  /// The habit's Today card after the write.
  var card: TodayCard
  var celebration: Celebration
  /// The perfect-days streak after the write.
  var perfectDays: StreakStatus
  /// The engine's line for the write: "3 of 8 glasses logged".
  var message: String
}

/// Writes and clears check-ins the way the API does: never a day that has not happened, each
/// write the whole entry for its day but for a note or mood it leaves out, which stay with the day
/// (`NoteAndMood`; a clear keeps them too), and the celebration decided by comparing the engine's
/// facts before and after.
enum CheckInWriter {
  static func record(
    _ state: CheckInState, habit: Habit, day: Day, value: Double?, note: String?, mood: Mood?,
    session: Session
  ) async throws -> CheckInResult {
    try checkWritable(day, session: session)
    let checkIn = CheckIn(
      habitID: habit.id, day: day, state: state, value: value, note: note, mood: mood,
      loggedMinute: session.loggedMinute(for: day), updatedAt: session.nowMillis)
    return try await write(habit, day: day, session: session) {
      try await session.store.upsertCheckIn(
        checkIn, keeping: NoteAndMood.Kept(note: note == nil, mood: mood == nil),
        for: session.user)
    }
  }

  static func clear(habit: Habit, day: Day, session: Session) async throws -> CheckInResult {
    try checkWritable(day, session: session)
    return try await write(habit, day: day, session: session) {
      try await session.store.clearCheckIn(
        habit: habit.id, day: day, updatedAt: session.nowMillis, for: session.user)
    }
  }

  private static func checkWritable(_ day: Day, session: Session) throws {
    do { try CheckInValidation.checkWritable(day, today: session.today) } catch {
      throw CommandError.invalid(error.message)
    }
  }

  private static func write(
    _ habit: Habit, day: Day, session: Session, _ operation: () async throws -> CheckInWrite
  ) async throws -> CheckInResult {
    let (write, outcome) = try await CheckInWriting.judged(
      habit.id, day: day, today: session.today, settings: session.settings,
      moment: session.moment, user: session.user, in: session.store, operation)
    return CheckInResult(
      habit: habit, day: day, write: write, card: outcome.card, celebration: outcome.celebration,
      perfectDays: outcome.perfectDays, message: outcome.message)
  }
}
