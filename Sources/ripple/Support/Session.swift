import RippleCore
import RippleStore

/// What a command works with: the open store, the user's settings and where "now" falls in
/// their calendar.
struct Session: Sendable {
  let store: any RippleStoreBackend
  let user = UserID.local
  let settings: Settings
  let moment: UserMoment
  let clock: CommandClock

  var today: Day { moment.day }
  var nowMillis: Int64 { clock.nowMillis }
  static func open(_ database: DatabaseOptions, _ today: TodayOptions) async throws -> Session {
    let store = try await database.openStore()
    let settings = try await store.settings(for: .local)
    let clock = CommandClock.live(pinnedDay: try today.pinnedDay())
    return Session(
      store: store, settings: settings, moment: clock.moment(for: settings), clock: clock)
  }

  func habits(_ filter: HabitFilter = .all) async throws -> [Habit] {
    try await store.habits(for: user, filter: filter)
  }

  /// The habit `query` names (see `HabitLookup`).
  func habit(_ query: String, scope: HabitLookup.Scope) async throws -> Habit {
    try HabitLookup.find(query, in: try await habits(.all), scope: scope)
  }

  func logs(_ filter: HabitFilter = .active) async throws -> [HabitLog] {
    try await store.logs(for: user, filter: filter)
  }

  /// The states of the goals in progress, whose habits' weeks the coach counts.
  func openGoals() async throws -> [CoachState] {
    try await store.goals(for: user).filter(\.isOpen).map(\.state)
  }

  func todayView(_ logs: [HabitLog]) async throws -> TodayView {
    TodayView(
      logs: logs, today: today, settings: settings, moment: moment,
      goals: try await openGoals())
  }
}
