import GRDB
import RippleCore
import RippleStore

extension SQLiteStore {
  /// One lookup on the calling thread: the sequence, then the settings unless they are those
  /// read last at that sequence (`SettingsMemo`).
  public func settingsAndChange(
    for user: UserID
  ) async throws -> (settings: Settings, change: Int64) {
    let state = try readNow { db in try userState(db, user: user) }
    return (state.settings, state.change)
  }

  /// The user's sequence, then their settings (from the memo while the sequence has not moved),
  /// read on `db` as the request finds them; plans applied.
  func userState(_ db: Database, user: UserID) throws -> UserState {
    let change = try db.changeSequence(for: user)
    let settings: Settings
    if let kept = settingsMemo.settings(for: user, at: change) {
      settings = kept
    } else {
      settings = try SettingsColumns.fetch(db, user: user)
      settingsMemo.keep(UserState(settings: settings, change: change), for: user)
    }
    return UserState(settings: plans.applied(to: settings), change: change)
  }

  public func checkIns(
    for user: UserID, habit: HabitID?, in range: ClosedRange<Day>?
  )
    async throws -> [CheckIn]
  {
    try await read { db in
      if let habit { _ = try HabitColumns.existing(db, user: user, id: habit) }
      return try CheckInColumns.all(db, user: user, habit: habit, in: range)
    }
  }

  /// The logs as of the connection's snapshot: from the cache when it holds that change.
  func logs(_ db: Database, user: UserID, filter: HabitFilter, from: Day?) throws -> [HabitLog] {
    try logCache.logs(
      LogCache.Key(user: user, filter: filter, from: from), change: db.changeSequence(for: user)
    ) {
      try HabitColumns.all(db, user: user, filter: filter).map { habit in
        HabitLog(
          habit: habit,
          checkIns: try CheckInColumns.history(db, user: user, habit: habit.id, from: from))
      }
    }
  }

}
