import GRDB
import RippleCore

extension SQLiteStore {
  public func upsertCheckIn(_ checkIn: CheckIn, for user: UserID) async throws -> CheckInWrite {
    try await writeCheckIn(user: user, habit: checkIn.habitID, day: checkIn.day) { db, habit in
      let checkIn = try HabitRules.validated(checkIn, measure: habit.measure)
      let stored = try CheckInColumns.one(db, user: user, habit: habit.id, day: checkIn.day)
      if let stored, stored.updatedAt > checkIn.updatedAt {
        return (CheckInWrite(applied: false, current: stored, previous: stored, logs: []), nil)
      }
      if stored == nil,
        let cleared = try TombstoneColumns.clearedAt(
          db, user: user, habit: habit.id, day: checkIn.day),
        cleared > checkIn.updatedAt
      {
        // A newer clear stands: an older write replayed late must not bring the day back.
        return (CheckInWrite(applied: false, current: nil, previous: nil, logs: []), nil)
      }
      let write = CheckInWrite(applied: true, current: checkIn, previous: stored, logs: [])
      guard stored != checkIn else { return (write, nil) }
      let change = try db.nextChange(for: user)
      try CheckInColumns.save(checkIn, user: user, change: change, db)
      if stored == nil {
        try TombstoneColumns.remove(user: user, habit: habit.id, day: checkIn.day, db)
      }
      return (write, change)
    }
  }

  public func clearCheckIn(
    habit: HabitID, day: Day, updatedAt: Int64, for user: UserID
  )
    async throws -> CheckInWrite
  {
    try await writeCheckIn(user: user, habit: habit, day: day) { db, habit in
      let stored = try CheckInColumns.one(db, user: user, habit: habit.id, day: day)
      if let stored, stored.updatedAt > updatedAt {
        return (CheckInWrite(applied: false, current: stored, previous: stored, logs: []), nil)
      }
      let change = try db.nextChange(for: user)
      if stored != nil {
        try db.execute(
          sql: "DELETE FROM check_ins WHERE user_id = ? AND habit_id = ? AND day = ?",
          arguments: [user.rawValue, habit.id.rawValue, day.daysSinceEpoch])
      }
      // The clear is remembered even when the day was empty, so a write it overtook (queued
      // offline, replayed later) stays cleared.
      try TombstoneColumns.save(
        user: user, habit: habit.id, day: day, updatedAt: updatedAt, change: change, db)
      return (CheckInWrite(applied: true, current: nil, previous: stored, logs: []), change)
    }
  }

  /// Queues the write for the next group commit and waits for it to be committed.
  private func writeCheckIn(
    user: UserID, habit: HabitID, day: Day, _ body: @escaping CheckInQueue.Body
  ) async throws -> CheckInWrite {
    try await withCheckedThrowingContinuation { continuation in
      let job = CheckInQueue.Job(
        user: user, habit: habit, day: day, body: body, continuation: continuation)
      if checkInQueue.enqueue(job) {
        checkInQueue.drainer.async { self.drainCheckIns() }
      }
    }
  }

  /// Commits what is queued, batch after batch, until the queue is empty. It runs on a queue of
  /// its own, so the next batch starts as soon as the last one committed, without waiting for a
  /// turn on the threads that serve requests.
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
    _ batch: [CheckInQueue.Job], _ db: Database
  ) throws -> [Result<CheckInWrite, StoreError>] {
    var outcomes: [Result<(CheckInWrite, Int64?), StoreError>] = []
    var logs: [UserID: [HabitLog]] = [:]
    try db.inTransaction {
      for job in batch {
        if logs[job.user] == nil {
          logs[job.user] = try self.logs(db, user: job.user, filter: .all, from: nil)
        }
        do {
          var written: (CheckInWrite, Int64?)?
          try db.inSavepoint {
            written = try job.body(db, HabitColumns.existing(db, user: job.user, id: job.habit))
            return .commit
          }
          outcomes.append(.success(written!))
        } catch {
          outcomes.append(.failure(storeError(error)))
        }
      }
      return .commit
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
        return write
      }
    }
  }
}
