import GRDB
import RippleCore
import RippleStore

extension SQLiteStore {
  public func upsertCheckIn(
    _ checkIn: CheckIn, keeping kept: NoteAndMood.Kept, for user: UserID
  ) async throws -> CheckInWrite {
    try await checkInQueue.write(
      user: user, habit: checkIn.habitID, day: checkIn.day,
      drainer: .thread(checkInDrainer, drainCheckIns)
    ) { db, habit in
      let day = checkIn.day
      let stored = try CheckInColumns.one(db, user: user, habit: habit.id, day: day)
      let cleared =
        stored == nil
        ? try TombstoneColumns.cleared(db, user: user, habit: habit.id, day: day) : nil
      let decision = try CheckInWritePlan.upsert(
        checkIn, keeping: kept, habit: habit, stored: stored, cleared: cleared)
      return (decision.write, try self.apply(decision.edit, user: user, habit: habit.id, day, db))
    }
  }

  public func addToCheckIn(
    habit: HabitID, day: Day, amount: Double, tap: String?, loggedMinute: Int?,
    updatedAt: Int64, for user: UserID
  ) async throws -> CheckInWrite {
    try await checkInQueue.write(
      user: user, habit: habit, day: day, drainer: .thread(checkInDrainer, drainCheckIns)
    ) { db, habit in
      let stored = try CheckInColumns.one(db, user: user, habit: habit.id, day: day)
      let cleared =
        stored == nil
        ? try TombstoneColumns.cleared(db, user: user, habit: habit.id, day: day) : nil
      let decision = try CheckInWritePlan.add(
        amount, habit: habit, day: day, loggedMinute: loggedMinute, updatedAt: updatedAt,
        stored: stored, cleared: cleared)
      if let tap, try !TapColumns.claim(tap, user: user, habit: habit.id, day: day, db) {
        return (CheckInWritePlan.repeated(stored: stored).write, nil)
      }
      return (decision.write, try self.apply(decision.edit, user: user, habit: habit.id, day, db))
    }
  }

  public func clearCheckIn(
    habit: HabitID, day: Day, updatedAt: Int64, for user: UserID
  )
    async throws -> CheckInWrite
  {
    try await checkInQueue.write(
      user: user, habit: habit, day: day, drainer: .thread(checkInDrainer, drainCheckIns)
    ) { db, habit in
      let stored = try CheckInColumns.one(db, user: user, habit: habit.id, day: day)
      let decision = CheckInWritePlan.clear(
        updatedAt: updatedAt, stored: stored,
        cleared: stored == nil
          ? try TombstoneColumns.cleared(db, user: user, habit: habit.id, day: day) : nil)
      return (decision.write, try self.apply(decision.edit, user: user, habit: habit.id, day, db))
    }
  }

  /// Writes what a check-in plan decided for the day, under a new change (returned), if anything.
  private func apply(
    _ edit: CheckInWritePlan.Edit?, user: UserID, habit: HabitID, _ day: Day, _ db: Database
  ) throws -> Int64? {
    guard let edit else { return nil }
    let change = try db.nextChange(for: user)
    switch edit {
    case .save(let checkIn, let clearsTombstone):
      try db.run(CheckInColumns.upsert(checkIn, user: user, change: change))
      if clearsTombstone { try TombstoneColumns.remove(user: user, habit: habit, day: day, db) }
    case .clear(let updatedAt, let deletesRow, let kept):
      if deletesRow {
        try db.cachedStatement(
          sql: "DELETE FROM check_ins WHERE user_id = ? AND habit_id = ? AND day = ?"
        ).execute(arguments: [user.rawValue, habit.rawValue, day.daysSinceEpoch])
      }
      try TombstoneColumns.save(
        user: user, habit: habit, day: day, updatedAt: updatedAt, kept: kept, change: change, db)
    }
    return change
  }

  /// Commits what is queued, batch after batch, until the queue is empty (on the store's drainer
  /// thread).
  private func drainCheckIns() {
    while let batch = checkInQueue.next() {
      let results: [Result<CheckInWrite, StoreError>]
      do {
        results = try pool.writeWithoutTransaction { db in try self.commit(batch, db) }
      } catch {
        let failure = storeError(error)
        results = batch.map { _ in .failure(failure) }
      }
      for (job, result) in zip(batch, results) {
        job.continuation.resume(with: result)
      }
    }
  }

  /// One transaction for the batch, a savepoint per write; then, in commit order, brings the
  /// cached logs forward and gives each write every habit's log as of its own change.
  private func commit(
    _ batch: [CheckInBatchQueue<SQLiteCheckInWork>.Job], _ db: Database
  ) throws -> [Result<CheckInWrite, StoreError>] {
    var outcomes: [Result<(CheckInWrite, Int64?), StoreError>] = []
    var logs: [UserID: [HabitLog]] = [:]
    var goals: [UserID: [GoalRecord]] = [:]
    try db.inCachedTransaction {
      for job in batch {
        if logs[job.user] == nil {
          logs[job.user] = try self.logs(db, user: job.user, filter: .all, from: nil)
          goals[job.user] = try self.goals(db, user: job.user)
        }
        do {
          outcomes.append(
            .success(
              try db.inCachedSavepoint {
                try job.work(db, HabitColumns.existing(db, user: job.user, id: job.habit))
              }))
        } catch {
          outcomes.append(.failure(storeError(error)))
        }
      }
    }
    return zip(batch, outcomes).map { job, outcome in
      outcome.map { written in
        var (write, change) = written
        if let change {
          logCache.apply(
            user: job.user, habit: job.habit, day: job.day, checkIn: write.current, change: change)
          logs[job.user]?.record(write.current, habit: job.habit, day: job.day)
        }
        write.logs = logs[job.user] ?? []
        write.goals = goals[job.user] ?? []
        return write
      }
    }
  }

  /// The user's goals as of the transaction's sequence: those kept since the last write, or read.
  private func goals(_ db: Database, user: UserID) throws -> [GoalRecord] {
    let change = try db.changeSequence(for: user)
    if let goals = logCache.goals(of: user, change: change) { return goals }
    let goals = try GoalColumns.all(db, user: user)
    logCache.storeGoals(goals, of: user, change: change)
    return goals
  }
}
