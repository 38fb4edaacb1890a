import RippleCore

/// What a check-in write does to one day of one habit, decided over what that day holds: the
/// stored check-in and, when the day is empty, the clear that stands (its tombstone, with the note
/// and mood it kept). The newer `updatedAt` wins, so a write replayed late never undoes a newer
/// one; the note and mood stay with the day (`NoteAndMood`).
package enum CheckInWritePlan {
  /// What the write changes in the day's rows.
  package enum Edit: Equatable, Sendable {
    /// Stores the check-in; `clearsTombstone` when the day was empty (a clear may stand).
    case save(CheckIn, clearsTombstone: Bool)
    /// Clears the day at `updatedAt`, keeping its note and mood on the tombstone; `deletesRow`
    /// when a check-in is stored.
    case clear(updatedAt: Int64, deletesRow: Bool, kept: NoteAndMood)
  }

  /// The answer and what to change (nothing when `edit` is nil).
  package struct Decision: Sendable {
    package var write: CheckInWrite
    package var edit: Edit?
  }

  /// `checkIn` validated (clamped) for `habit`'s measure and stored, with the parts of the note
  /// and mood it leaves out (`keeping`) taken from the day, unless the stored check-in or a clear
  /// (`cleared`, read when the day is empty) is newer.
  package static func upsert(
    _ checkIn: CheckIn, keeping kept: NoteAndMood.Kept = .neither, habit: Habit,
    stored: CheckIn?, cleared: DayClear?
  ) throws(StoreError) -> Decision {
    let checkIn = try HabitRules.validated(checkIn, measure: habit.measure)
    if let stored, stored.updatedAt > checkIn.updatedAt {
      return Decision(
        write: CheckInWrite(applied: false, current: stored, previous: stored, logs: []))
    }
    if stored == nil, let cleared, cleared.updatedAt > checkIn.updatedAt {
      // A newer clear stands: an older write replayed late must not bring the day back.
      return Decision(write: CheckInWrite(applied: false, current: nil, previous: nil, logs: []))
    }
    // What the day holds is stored, so valid: only the write itself needed checking.
    let written = checkIn.keeping(kept, of: stored?.noteAndMood ?? cleared?.kept)
    let write = CheckInWrite(applied: true, current: written, previous: stored, logs: [])
    guard stored != written else { return Decision(write: write) }
    return Decision(write: write, edit: .save(written, clearsTombstone: stored == nil))
  }

  /// `amount` added to what the day holds (its value when done, else nothing), the day done, its
  /// note and mood kept: a "+1" decided over the stored day inside the write, so two taps at
  /// once both count. It is always applied: its stamp is moved up to a newer one that stands
  /// (a write of the same stamp wins).
  package static func add(
    _ amount: Double, habit: Habit, day: Day, loggedMinute: Int?, updatedAt: Int64,
    stored: CheckIn?, cleared: DayClear?
  ) throws(StoreError) -> Decision {
    let before = stored?.state == .done ? stored?.value ?? 0 : 0
    let stamp = max(updatedAt, stored?.updatedAt ?? 0, cleared?.updatedAt ?? 0)
    let checkIn = CheckIn(
      habitID: habit.id, day: day, state: .done, value: before + amount,
      loggedMinute: stored?.loggedMinute ?? loggedMinute, updatedAt: stamp)
    return try upsert(checkIn, keeping: .both, habit: habit, stored: stored, cleared: cleared)
  }

  /// A tap counted before, sent again: nothing changes, and the answer is what the day holds.
  package static func repeated(stored: CheckIn?) -> Decision {
    Decision(write: CheckInWrite(applied: false, current: stored, previous: stored, logs: []))
  }

  /// The day cleared at `updatedAt` unless the stored check-in is newer. The clear is remembered
  /// even when the day was empty, so a write it overtook (queued offline, replayed later) stays
  /// cleared; it keeps the day's note and mood (the stored check-in's, or those an earlier clear
  /// kept) for the day's next state.
  package static func clear(updatedAt: Int64, stored: CheckIn?, cleared: DayClear?) -> Decision {
    if let stored, stored.updatedAt > updatedAt {
      return Decision(
        write: CheckInWrite(applied: false, current: stored, previous: stored, logs: []))
    }
    return Decision(
      write: CheckInWrite(applied: true, current: nil, previous: stored, logs: []),
      edit: .clear(
        updatedAt: updatedAt, deletesRow: stored != nil,
        kept: stored?.noteAndMood ?? cleared?.kept ?? NoteAndMood()))
  }
}

extension CheckInWritePlan.Decision {
  init(write: CheckInWrite) {
    self.init(write: write, edit: nil)
  }
}
