/// What the user logged for a habit on a day: one per (habit, day).
public struct CheckIn: Hashable, Sendable {
  public var habitID: HabitID
  public var day: Day
  public var state: CheckInState
  /// The amount logged, for numeric habits.
  public var value: Double?
  public var note: String?
  public var mood: Mood?
  /// Wall-clock minute of the day at which it was logged, when known.
  public var loggedMinute: Int?
  /// Milliseconds since 1970; the newer write wins.
  public var updatedAt: Int64

  public init(
    habitID: HabitID, day: Day, state: CheckInState = .done, value: Double? = nil,
    note: String? = nil, mood: Mood? = nil, loggedMinute: Int? = nil, updatedAt: Int64 = 0
  ) {
    self.habitID = habitID
    self.day = day
    self.state = state
    self.value = value
    self.note = note
    self.mood = mood
    self.loggedMinute = loggedMinute
    self.updatedAt = updatedAt
  }
}

public enum CheckInState: String, CaseIterable, Sendable {
  case done
  case skipped
  /// An explicit "no".
  case missed
}

public enum Mood: String, CaseIterable, Sendable {
  case great, good, okay, bad

  public var emoji: String {
    switch self {
    case .great: return "😄"
    case .good: return "🙂"
    case .okay: return "😐"
    case .bad: return "😞"
    }
  }
}
