/// What changed in a user's data after a change sequence number: the rows a
/// client's replica needs to catch up, read in one snapshot.
///
/// Deleting a habit or a category, erasing everything and restoring a backup leave no tombstone;
/// they record the sequence of the deletion (`users.reset_seq`), and a client whose `since` is
/// older gets `reset == true` with everything, to replace its replica. A cleared check-in leaves
/// a tombstone, so it arrives in `clearedCheckIns`.
public struct ChangeSet: Sendable, Equatable {
  /// The user's change sequence the answer is current to: the next `since`.
  public var sequence: Int64
  /// True when `since` could not be answered with changes alone (a deletion after it, or a
  /// sequence this store never gave): the answer holds everything, to replace what the client has.
  public var reset: Bool
  /// The settings, when they changed after `since` (always on a full answer).
  public var settings: Settings?
  public var categories: [Category]
  public var habits: [Habit]
  public var checkIns: [CheckIn]
  public var clearedCheckIns: [ClearedCheckIn]

  public init(
    sequence: Int64, reset: Bool, settings: Settings?, categories: [Category], habits: [Habit],
    checkIns: [CheckIn], clearedCheckIns: [ClearedCheckIn]
  ) {
    self.sequence = sequence
    self.reset = reset
    self.settings = settings
    self.categories = categories
    self.habits = habits
    self.checkIns = checkIns
    self.clearedCheckIns = clearedCheckIns
  }
}

/// A check-in tombstone: the day was cleared by a write stamped `updatedAt`.
public struct ClearedCheckIn: Sendable, Equatable {
  public var habitID: HabitID
  public var day: Day
  public var updatedAt: Int64
  /// The day's note and mood, kept for its next state.
  public var kept: NoteAndMood

  public init(habitID: HabitID, day: Day, updatedAt: Int64, kept: NoteAndMood = NoteAndMood()) {
    self.habitID = habitID
    self.day = day
    self.updatedAt = updatedAt
    self.kept = kept
  }
}
