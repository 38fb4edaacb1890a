import RippleCore
import RippleStore

/// A check-in write and what the engine makes of it, as the API answers it and `ripple done`
/// prints it: the store writes the entry for its day, and the outcome (the card, the
/// celebration, the perfect-days streak, the message) compares the engine's facts before and
/// after the write. A moment the person was celebrated for before (a perfect day ticked again
/// after an un-tick) is not celebrated twice.
public enum CheckInWriting {
  /// Runs `write`, a store write of `habitID` on `day` in `repository`, and judges it at `today`
  /// with the user's settings and moment. A write whose answer lacks the habit is refused as not
  /// found.
  public static func judged<Repository: RippleRepository>(
    _ habitID: HabitID, day: Day, today: Day, settings: Settings, moment: UserMoment,
    user: UserID, in repository: Repository, _ write: () async throws -> CheckInWrite
  ) async throws -> (write: CheckInWrite, outcome: CheckInOutcome) {
    let written = try await write()
    guard let index = written.logs.firstIndex(where: { $0.habit.id == habitID }) else {
      throw StoreError.habitNotFound(habitID)
    }
    var outcome = CheckInOutcome(
      logs: written.logs, index: index, day: day, previous: written.previous,
      applied: written.applied, today: today, settings: settings, moment: moment)
    if !outcome.moments.isEmpty {
      outcome = outcome.leavingOut(
        try await repository.rememberCelebrated(outcome.moments, for: user))
    }
    return (written, outcome)
  }
}
