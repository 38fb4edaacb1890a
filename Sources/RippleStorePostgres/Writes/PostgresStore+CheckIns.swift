import PostgresNIO
import RippleCore
import RippleStore

extension PostgresStore {
  public func upsertCheckIn(
    _ checkIn: CheckIn, keeping kept: NoteAndMood.Kept, for user: UserID
  ) async throws -> CheckInWrite {
    try await checkInQueue.write(
      user: user, habit: checkIn.habitID, day: checkIn.day, drainer: .task(drainCheckIns),
      PostgresCheckInDecision { slot in
        try CheckInWritePlan.upsert(
          checkIn, keeping: kept, habit: slot.habit, stored: slot.stored, cleared: slot.cleared)
      })
  }

  public func addToCheckIn(
    habit: HabitID, day: Day, amount: Double, tap: String?, loggedMinute: Int?,
    updatedAt: Int64, for user: UserID
  ) async throws -> CheckInWrite {
    try await checkInQueue.write(
      user: user, habit: habit, day: day, drainer: .task(drainCheckIns),
      PostgresCheckInDecision(tap: tap) { slot in
        try CheckInWritePlan.add(
          amount, habit: slot.habit, day: day, loggedMinute: loggedMinute, updatedAt: updatedAt,
          stored: slot.stored, cleared: slot.cleared)
      })
  }

  public func clearCheckIn(
    habit: HabitID, day: Day, updatedAt: Int64, for user: UserID
  ) async throws -> CheckInWrite {
    try await checkInQueue.write(
      user: user, habit: habit, day: day, drainer: .task(drainCheckIns),
      PostgresCheckInDecision { slot in
        CheckInWritePlan.clear(updatedAt: updatedAt, stored: slot.stored, cleared: slot.cleared)
      })
  }

  /// Commits what is queued, batch after batch, until the queue is empty. When a batch fails
  /// (a statement failed, so its transaction is gone), each of its writes runs again alone, so
  /// only the write that fails is answered with the failure.
  func drainCheckIns() async {
    while let batch = checkInQueue.next() {
      do {
        let results = try await commit(batch)
        for (job, result) in zip(batch, results) { job.continuation.resume(with: result) }
      } catch {
        guard batch.count > 1 else {
          batch[0].continuation.resume(throwing: storeError(error))
          continue
        }
        for job in batch {
          do {
            job.continuation.resume(with: try await commit([job])[0])
          } catch {
            job.continuation.resume(throwing: storeError(error))
          }
        }
      }
    }
  }

  /// One transaction for the batch holding its users' locks, in four statements whatever its
  /// size: the locks; every slot the batch writes; then, after each write is decided in turn in
  /// memory (a later write of the same day sees the earlier one), every slot's final state and
  /// the users' sequences. Each write gets every habit's log as of its own change (`currentLogs`
  /// once per user, then brought forward write by write). A refused write changes nothing and is
  /// answered alone; the cache moves on after the commit.
  private func commit(
    _ batch: [CheckInBatchQueue<PostgresCheckInDecision>.Job]
  ) async throws -> [Result<
    CheckInWrite, StoreError
  >] {
    let (results, logs, goals) = try await transaction { connection in
      try await connection.lock(batch.map(\.user))
      let keys = batch.map { PostgresSlotKey(user: $0.user, habit: $0.habit, day: $0.day) }
      var order: [PostgresSlotKey] = []
      for key in keys where !order.contains(key) { order.append(key) }
      var slots = try await PostgresTables.checkInSlots(connection, keys: order)
      let tapped = batch.compactMap { job in
        job.work.tap.map { PostgresTap(habit: job.habit, day: job.day, user: job.user, tap: $0) }
      }
      var counted = try await PostgresTables.countedTaps(tapped, connection)
      var claimed: [PostgresTap] = []
      var writes: [PostgresSlotKey: PostgresSlotWrite] = [:]
      var changes: [UserID: Int64] = [:]
      var logs: [UserID: (logs: [HabitLog], change: Int64)] = [:]
      var goals: [UserID: [GoalRecord]] = [:]
      var results: [Result<CheckInWrite, StoreError>] = []
      for (job, key) in zip(batch, keys) {
        guard var slot = slots[key] else {
          results.append(.failure(.habitNotFound(job.habit)))
          continue
        }
        if logs[job.user] == nil {
          logs[job.user] = (
            try await currentLogs(connection, user: job.user, change: slot.change), slot.change
          )
          if let kept = logCache.goals(of: job.user, change: slot.change) {
            goals[job.user] = kept
          } else {
            goals[job.user] = try await PostgresTables.goals(connection, user: job.user)
          }
        }
        let tap = job.work.tap.map {
          PostgresTap(habit: job.habit, day: job.day, user: job.user, tap: $0)
        }
        var decided: CheckInWritePlan.Decision
        do {
          decided = try job.work.decide(slot)
        } catch {
          results.append(.failure(storeError(error)))
          continue
        }
        if let tap {
          if counted.contains(tap) {
            decided = CheckInWritePlan.repeated(stored: slot.stored)
          } else {
            counted.insert(tap)
            claimed.append(tap)
          }
        }
        var write = decided.write
        if let edit = decided.edit {
          let change = (changes[job.user] ?? slot.change) + 1
          changes[job.user] = change
          writes[key, default: PostgresSlotWrite(key: key)].apply(
            edit, change: change, to: &slot)
          slots[key] = slot
          logs[job.user]?.change = change
          logs[job.user]?.logs.record(write.current, habit: job.habit, day: job.day)
        }
        write.logs = logs[job.user]?.logs ?? []
        write.goals = goals[job.user] ?? []
        results.append(.success(write))
      }
      try await PostgresTables.write(
        order.compactMap { writes[$0] }, changes: changes, connection)
      try await PostgresTables.claim(claimed, connection)
      return (results, logs, goals)
    }
    for (user, entry) in logs {
      logCache.store(
        entry.logs, for: LogCache.Key(user: user, filter: .all, from: nil), change: entry.change)
      logCache.storeGoals(goals[user] ?? [], of: user, change: entry.change)
    }
    return results
  }

  /// The user's logs as of `change`, their sequence, read under their lock: the cached ones, or
  /// those brought forward from the check-ins changed since (another instance's writes), or,
  /// when more than check-ins changed, loaded whole.
  private func currentLogs(
    _ connection: PostgresConnection, user: UserID, change: Int64
  ) async throws -> [HabitLog] {
    let key = LogCache.Key(user: user, filter: .all, from: nil)
    if var cached = logCache.take(key) {
      if cached.change == change { return cached.logs }
      if cached.change < change,
        let changes = try await PostgresLogChanges.read(
          connection, user: user, after: cached.change)
      {
        changes.apply(to: &cached.logs)
        logsBroughtForward.add(1, ordering: .relaxed)
        return cached.logs
      }
    }
    logsLoaded.add(1, ordering: .relaxed)
    return try await loadLogs(connection, user: user, filter: .all, from: nil)
  }
}
