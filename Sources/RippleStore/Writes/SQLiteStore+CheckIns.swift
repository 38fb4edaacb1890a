import GRDB
import RippleCore

extension SQLiteStore {
  public func upsertCheckIn(_ checkIn: CheckIn, for user: UserID) async throws -> CheckInWrite {
    let (result, change) = try await write { db -> (CheckInWrite, Int64?) in
      let habit = try HabitColumns.existing(db, user: user, id: checkIn.habitID)
      let checkIn = try HabitRules.validated(checkIn, measure: habit.measure)
      let stored = try CheckInColumns.one(db, user: user, habit: habit.id, day: checkIn.day)
      if let stored, stored.updatedAt > checkIn.updatedAt {
        return (CheckInWrite(applied: false, current: stored), nil)
      }
      guard stored != checkIn else { return (CheckInWrite(applied: true, current: checkIn), nil) }
      let change = try db.nextChange(for: user)
      try CheckInColumns.save(checkIn, user: user, change: change, db)
      return (CheckInWrite(applied: true, current: checkIn), change)
    }
    if let change, let current = result.current {
      logCache.apply(
        user: user, habit: current.habitID, day: current.day, checkIn: current, change: change)
    }
    return result
  }

  public func clearCheckIn(
    habit: HabitID, day: Day, updatedAt: Int64, for user: UserID
  )
    async throws -> CheckInWrite
  {
    let (result, change) = try await write { db -> (CheckInWrite, Int64?) in
      _ = try HabitColumns.existing(db, user: user, id: habit)
      guard let stored = try CheckInColumns.one(db, user: user, habit: habit, day: day) else {
        return (CheckInWrite(applied: true, current: nil), nil)
      }
      if stored.updatedAt > updatedAt {
        return (CheckInWrite(applied: false, current: stored), nil)
      }
      try db.execute(
        sql: "DELETE FROM check_ins WHERE user_id = ? AND habit_id = ? AND day = ?",
        arguments: [user.rawValue, habit.rawValue, day.daysSinceEpoch])
      return (CheckInWrite(applied: true, current: nil), try db.nextChange(for: user))
    }
    if let change {
      logCache.apply(user: user, habit: habit, day: day, checkIn: nil, change: change)
    }
    return result
  }
}
