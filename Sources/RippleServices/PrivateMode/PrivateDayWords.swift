import RippleCore
import RippleStore

/// Many days' note and mood set in one request: what private mode's device sends when it turns
/// on (every note sealed, so each day's is cleared) or off (each day's words written back). One
/// request for up to `batch` days keeps a year of notes within the per-user rate limit. Each day
/// is its own write, decided as a check-in's is: a day whose check-in was written later stays as
/// it is, and a day with no check-in (or a habit deleted meanwhile) is left out.
public enum PrivateDayWords {
  public static let batch = 200

  /// One day's words: `note` and `mood` replace the day's (nil clears), stamped `updatedAt`.
  public struct Entry: Sendable {
    public var habit: HabitID
    public var day: Day
    public var note: String?
    public var mood: Mood?
    public var updatedAt: Int64

    public init(habit: HabitID, day: Day, note: String?, mood: Mood?, updatedAt: Int64) {
      self.habit = habit
      self.day = day
      self.note = note
      self.mood = mood
      self.updatedAt = updatedAt
    }
  }

  /// Writes each entry; answers, in order, whether it was applied. Throws the first broken rule
  /// (`ValidationError`, its field as `days[i].…`) before anything is written. The user's habits
  /// and the check-ins of the days the entries span are read once.
  public static func write(
    _ entries: [Entry], for user: UserID, in repository: some RippleRepository
  ) async throws -> [Bool] {
    guard let first = entries.map(\.day).min(), let last = entries.map(\.day).max() else {
      return []
    }
    var habits: [HabitID: Habit] = [:]
    for habit in try await repository.habits(for: user, filter: .all) { habits[habit.id] = habit }
    var stored: [String: CheckIn] = [:]
    for checkIn in try await repository.checkIns(for: user, habit: nil, in: first...last) {
      stored[key(checkIn.habitID, checkIn.day)] = checkIn
    }
    var planned: [CheckIn?] = []
    for (index, entry) in entries.enumerated() {
      // A day with no check-in, or a habit gone (or not the user's), is left out.
      guard let habit = habits[entry.habit], var checkIn = stored[key(entry.habit, entry.day)]
      else {
        planned.append(nil)
        continue
      }
      checkIn.note = entry.note
      checkIn.mood = entry.mood
      checkIn.updatedAt = entry.updatedAt
      do {
        planned.append(try CheckInValidation.validated(checkIn, measure: habit.measure))
      } catch {
        throw ValidationError(field: "days[\(index)].\(error.field)", message: error.message)
      }
    }
    var applied: [Bool] = []
    for checkIn in planned {
      guard let checkIn else {
        applied.append(false)
        continue
      }
      applied.append(
        try await repository.upsertCheckIn(checkIn, keeping: .neither, for: user).applied)
    }
    return applied
  }

  private static func key(_ habit: HabitID, _ day: Day) -> String {
    "\(habit.rawValue)/\(day.text)"
  }
}
