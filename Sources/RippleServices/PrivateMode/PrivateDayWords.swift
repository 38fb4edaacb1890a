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
  /// (`ValidationError`, its field as `days[i].…`) before anything is written.
  public static func write(
    _ entries: [Entry], for user: UserID, in repository: some RippleRepository
  ) async throws -> [Bool] {
    var planned: [CheckIn?] = []
    for (index, entry) in entries.enumerated() {
      let habit: Habit
      do {
        habit = try await repository.habit(entry.habit, for: user)
      } catch StoreError.habitNotFound(_) {
        planned.append(nil)
        continue
      }
      guard
        let stored = try await repository.checkIns(
          for: user, habit: entry.habit, in: entry.day...entry.day
        ).first
      else {
        planned.append(nil)
        continue
      }
      var checkIn = stored
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
}
