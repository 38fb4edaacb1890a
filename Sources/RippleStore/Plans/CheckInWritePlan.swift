import RippleCore

/// What a check-in write does to one day of one habit, decided over what that day holds: the
/// stored check-in and, when the day is empty, the clear that stands (its tombstone). The newer
/// `updatedAt` wins, so a write replayed late never undoes a newer one.
enum CheckInWritePlan {
  /// What the write changes in the day's rows.
  enum Edit: Equatable, Sendable {
    /// Stores the check-in; `clearsTombstone` when the day was empty (a clear may stand).
    case save(CheckIn, clearsTombstone: Bool)
    /// Clears the day at `updatedAt`; `deletesRow` when a check-in is stored.
    case clear(updatedAt: Int64, deletesRow: Bool)
  }

  /// The answer and what to change (nothing when `edit` is nil).
  struct Decision: Sendable {
    var write: CheckInWrite
    var edit: Edit?
  }

  /// `checkIn` validated (clamped) for `habit`'s measure and stored, unless the stored check-in
  /// or a clear (`clearedAt`, read when the day is empty) is newer.
  static func upsert(
    _ checkIn: CheckIn, habit: Habit, stored: CheckIn?, clearedAt: Int64?
  ) throws(StoreError) -> Decision {
    let checkIn = try HabitRules.validated(checkIn, measure: habit.measure)
    if let stored, stored.updatedAt > checkIn.updatedAt {
      return Decision(
        write: CheckInWrite(applied: false, current: stored, previous: stored, logs: []))
    }
    if stored == nil, let clearedAt, clearedAt > checkIn.updatedAt {
      // A newer clear stands: an older write replayed late must not bring the day back.
      return Decision(write: CheckInWrite(applied: false, current: nil, previous: nil, logs: []))
    }
    let write = CheckInWrite(applied: true, current: checkIn, previous: stored, logs: [])
    guard stored != checkIn else { return Decision(write: write) }
    return Decision(write: write, edit: .save(checkIn, clearsTombstone: stored == nil))
  }

  /// The day cleared at `updatedAt` unless the stored check-in is newer. The clear is remembered
  /// even when the day was empty, so a write it overtook (queued offline, replayed later) stays
  /// cleared.
  static func clear(updatedAt: Int64, stored: CheckIn?) -> Decision {
    if let stored, stored.updatedAt > updatedAt {
      return Decision(
        write: CheckInWrite(applied: false, current: stored, previous: stored, logs: []))
    }
    return Decision(
      write: CheckInWrite(applied: true, current: nil, previous: stored, logs: []),
      edit: .clear(updatedAt: updatedAt, deletesRow: stored != nil))
  }
}

extension CheckInWritePlan.Decision {
  init(write: CheckInWrite) {
    self.init(write: write, edit: nil)
  }
}
