import RippleCore
import RippleStore

/// What a command works with: the open store, the user's settings and where "now" falls in
/// their calendar. In private mode, the habits, categories and check-ins it hands out carry the
/// words the sealed items hold (`PrivateWords`), as the rows hold only neutral ones.
struct Session: Sendable {
  let store: any RippleStoreBackend
  let user = UserID.local
  let settings: Settings
  let moment: UserMoment
  let clock: CommandClock
  /// Private mode's opened words; nil when the user is not in private mode (or, for a session
  /// opened sealed, when they were not asked for).
  var words: PrivateWords?

  var today: Day { moment.day }
  var nowMillis: Int64 { clock.nowMillis }

  /// Opens the store and, when the user is in private mode, their words with the passphrase.
  static func open(_ database: DatabaseOptions, _ today: TodayOptions) async throws -> Session {
    var session = try await openSealed(database, today.pin)
    session.words = try await PrivateUnlock.words(
      of: session.user, in: session.store, fromStdin: today.passphraseStdin)
    return session
  }

  /// Opens the store without asking for private mode's passphrase: for commands that copy the
  /// rows and sealed items as they are stored (`backup`, `restore`) and show no words.
  static func openSealed(
    _ database: DatabaseOptions, _ day: PinnedDayOptions
  ) async throws -> Session {
    let store = try await database.openStore()
    let settings = try await store.settings(for: .local)
    let clock = CommandClock.live(pinnedDay: try day.pinnedDay())
    return Session(
      store: store, settings: settings, moment: clock.moment(for: settings), clock: clock)
  }

  func habits(_ filter: HabitFilter = .all) async throws -> [Habit] {
    try await store.habits(for: user, filter: filter).map(shown)
  }

  /// The habit `query` names (see `HabitLookup`).
  func habit(_ query: String, scope: HabitLookup.Scope) async throws -> Habit {
    try HabitLookup.find(query, in: try await habits(.all), scope: scope)
  }

  func logs(_ filter: HabitFilter = .active) async throws -> [HabitLog] {
    let logs = try await store.logs(for: user, filter: filter)
    guard let words else { return logs }
    return logs.map(words.log)
  }

  func categories() async throws -> [Category] {
    let categories = try await store.categories(for: user)
    guard let words else { return categories }
    return categories.map(words.category)
  }

  /// A habit as the store answered it, with its words in private mode.
  func shown(_ habit: Habit) -> Habit {
    words?.habit(habit) ?? habit
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
