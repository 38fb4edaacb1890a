import RippleCore
import RippleServices
import RippleStore

/// A check-in written from the command line, with what the engine makes of it.
struct CheckInResult {
  var habit: Habit
  var day: Day
  var recorded: CheckInRecorded

  var write: CheckInWrite { recorded.write }
  /// The habit's Today card after the write.
  var card: TodayCard { recorded.outcome.card }
  var celebration: Celebration { recorded.outcome.celebration }
}

/// `ripple done|skip|no|undo` through the API's use case (`CheckInRecording`): the CLI only turns
/// its arguments into an entry. The minute of a check-in of today is the wall clock's, never a
/// pinned day's. In private mode a note or mood is sealed into the day's item instead, the row's
/// left empty, and the answer carries the words.
enum CheckInWriter {
  static func record(
    _ state: CheckInState, habit: Habit, day: Day, value: Double?, note: String?, mood: Mood?,
    session: Session
  ) async throws -> CheckInResult {
    let sealing = session.words != nil
    let entry = CheckInEntry(
      state: state, value: value, note: sealing ? nil : note, mood: sealing ? nil : mood,
      kept: NoteAndMood.Kept(note: note == nil, mood: mood == nil), updatedAt: session.nowMillis)
    let recorded = try await record(entry, habit: habit.id, day: day, in: session.store, session)
    let words = try await session.sealDay(
      habit: habit.id, day: day, note: note, mood: mood, at: entry.updatedAt)
    return CheckInResult(
      habit: habit, day: day, recorded: words?.recorded(recorded) ?? recorded)
  }

  static func clear(habit: Habit, day: Day, session: Session) async throws -> CheckInResult {
    let recorded = try await clear(habit.id, day: day, in: session.store, session)
    return CheckInResult(
      habit: habit, day: day, recorded: session.words?.recorded(recorded) ?? recorded)
  }

  // The session's store is opened (`Store`) for the generic use case.
  private static func record<Store: RippleRepository>(
    _ entry: CheckInEntry, habit: HabitID, day: Day, in store: Store, _ session: Session
  ) async throws -> CheckInRecorded {
    try await recording(store, session).record(entry, habit: habit, day: day)
  }

  private static func clear<Store: RippleRepository>(
    _ habit: HabitID, day: Day, in store: Store, _ session: Session
  ) async throws -> CheckInRecorded {
    try await recording(store, session).clear(habit: habit, day: day, updatedAt: session.nowMillis)
  }

  private static func recording<Store: RippleRepository>(
    _ store: Store, _ session: Session
  ) -> CheckInRecording<Store> {
    CheckInRecording(
      repository: store, user: session.user, today: session.today, settings: session.settings,
      moment: session.moment,
      minuteNow: session.clock.pinnedDay == nil ? session.moment.minuteOfDay : nil)
  }
}
