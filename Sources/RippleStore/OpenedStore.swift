import RippleCore

/// A store of either kind, as the CLI and the server open it.
public protocol RippleStoreBackend: RippleRepository, AccountRepository, NotificationRepository {
  /// The file path, or the PostgreSQL address without its password.
  var displayName: String { get }
  /// Lets go of the database (connections, pools).
  func close() async
}

extension SQLiteStore: RippleStoreBackend {
  public var displayName: String { path }
  public func close() async {}
}

extension PostgresStore: RippleStoreBackend {
  public var displayName: String { location.redacted }
}

/// The store `--database` (or `RIPPLE_DATABASE_URL`) names: a `postgres://` address opens
/// `PostgresStore`, anything else is a SQLite file path. It forwards every call to the store it
/// opened, so code that takes one concrete repository type works with both.
public final class OpenedStore: RippleStoreBackend {
  public let base: any RippleStoreBackend

  public init(_ base: any RippleStoreBackend) {
    self.base = base
  }

  /// Opens (or creates) the store `database` names.
  /// - Parameter plans: `PlanPolicy(unlocksEverything: true)` lifts every plan limit.
  public static func open(
    _ database: String, plans: PlanPolicy = PlanPolicy()
  ) async throws -> OpenedStore {
    if PostgresLocation.isAddress(database) {
      return OpenedStore(
        try await PostgresStore.open(try PostgresLocation(database), plans: plans))
    }
    return OpenedStore(try SQLiteStore(path: database, plans: plans))
  }

  public var displayName: String { base.displayName }
  public func close() async { await base.close() }

  public func settings(for user: UserID) async throws -> Settings {
    try await base.settings(for: user)
  }

  public func saveSettings(_ settings: Settings, for user: UserID) async throws -> Settings {
    try await base.saveSettings(settings, for: user)
  }

  public func savePlan(_ tier: Tier, for user: UserID) async throws -> Settings {
    try await base.savePlan(tier, for: user)
  }

  public func licences(for user: UserID) async throws -> [String] {
    try await base.licences(for: user)
  }

  public func addLicence(
    _ text: String, giving tier: Tier, for user: UserID, now: Int64
  ) async throws -> Settings {
    try await base.addLicence(text, giving: tier, for: user, now: now)
  }

  public func habits(for user: UserID, filter: HabitFilter) async throws -> [Habit] {
    try await base.habits(for: user, filter: filter)
  }

  public func habit(_ id: HabitID, for user: UserID) async throws -> Habit {
    try await base.habit(id, for: user)
  }

  public func createHabit(_ habit: Habit, for user: UserID, today: Day) async throws -> Habit {
    try await base.createHabit(habit, for: user, today: today)
  }

  public func updateHabit(_ habit: Habit, for user: UserID, today: Day) async throws -> Habit {
    try await base.updateHabit(habit, for: user, today: today)
  }

  public func setArchived(
    _ id: HabitID, archived: Bool, for user: UserID, today: Day, now: Int64
  ) async throws -> Habit {
    try await base.setArchived(id, archived: archived, for: user, today: today, now: now)
  }

  public func deleteHabit(_ id: HabitID, for user: UserID) async throws {
    try await base.deleteHabit(id, for: user)
  }

  public func reorderHabits(_ ids: [HabitID], for user: UserID) async throws {
    try await base.reorderHabits(ids, for: user)
  }

  public func upsertCheckIn(_ checkIn: CheckIn, for user: UserID) async throws -> CheckInWrite {
    try await base.upsertCheckIn(checkIn, for: user)
  }

  public func clearCheckIn(
    habit: HabitID, day: Day, updatedAt: Int64, for user: UserID
  ) async throws -> CheckInWrite {
    try await base.clearCheckIn(habit: habit, day: day, updatedAt: updatedAt, for: user)
  }

  public func checkIns(
    for user: UserID, habit: HabitID?, in range: ClosedRange<Day>?
  ) async throws -> [CheckIn] {
    try await base.checkIns(for: user, habit: habit, in: range)
  }

  public func logs(for user: UserID, filter: HabitFilter, from: Day?) async throws -> [HabitLog] {
    try await base.logs(for: user, filter: filter, from: from)
  }

  public func categories(for user: UserID) async throws -> [Category] {
    try await base.categories(for: user)
  }

  public func createCategory(
    _ category: Category, for user: UserID, today: Day
  ) async throws -> Category {
    try await base.createCategory(category, for: user, today: today)
  }

  public func updateCategory(_ category: Category, for user: UserID) async throws -> Category {
    try await base.updateCategory(category, for: user)
  }

  public func deleteCategory(_ id: CategoryID, for user: UserID) async throws {
    try await base.deleteCategory(id, for: user)
  }

  public func goals(for user: UserID) async throws -> [GoalRecord] {
    try await base.goals(for: user)
  }

  public func goal(_ id: String, for user: UserID) async throws -> GoalRecord {
    try await base.goal(id, for: user)
  }

  public func createGoal(
    _ goal: GoalRecord, habit: Habit, for user: UserID, today: Day
  ) async throws -> GoalRecord {
    try await base.createGoal(goal, habit: habit, for: user, today: today)
  }

  public func saveGoal(
    _ goal: GoalRecord, habit: Habit?, for user: UserID, today: Day
  ) async throws -> GoalRecord {
    try await base.saveGoal(goal, habit: habit, for: user, today: today)
  }

  public func addReflection(
    _ reflection: GoalReflection, for user: UserID
  ) async throws -> GoalReflection {
    try await base.addReflection(reflection, for: user)
  }

  public func reflections(goal: String, for user: UserID) async throws -> [GoalReflection] {
    try await base.reflections(goal: goal, for: user)
  }

  public func changeSequence(for user: UserID) async throws -> Int64 {
    try await base.changeSequence(for: user)
  }

  public func settingsAndChange(
    for user: UserID
  ) async throws -> (settings: Settings, change: Int64) {
    try await base.settingsAndChange(for: user)
  }

  public func clearAll(for user: UserID) async throws {
    try await base.clearAll(for: user)
  }

  public func changes(for user: UserID, since: Int64) async throws -> ChangeSet {
    try await base.changes(for: user, since: since)
  }

  public func backup(for user: UserID, now: Int64) async throws -> BackupDocument {
    try await base.backup(for: user, now: now)
  }

  public func restore(
    _ document: BackupDocument, for user: UserID, today: Day
  ) async throws -> ImportSummary {
    try await base.restore(document, for: user, today: today)
  }

  public func importBundle(
    _ bundle: ImportBundle, for user: UserID, today: Day
  ) async throws -> ImportSummary {
    try await base.importBundle(bundle, for: user, today: today)
  }

  public func accountCount() async throws -> Int {
    try await base.accountCount()
  }

  public func createAccount(
    email: String, passwordHash: String, newID: UserID, invite: InviteRule, now: Int64
  ) async throws -> Account {
    try await base.createAccount(
      email: email, passwordHash: passwordHash, newID: newID, invite: invite, now: now)
  }

  public func copyAccount(_ account: Account) async throws {
    try await base.copyAccount(account)
  }

  public func account(email: String) async throws -> Account? {
    try await base.account(email: email)
  }

  public func account(_ user: UserID) async throws -> Account? {
    try await base.account(user)
  }

  public func accounts() async throws -> [Account] {
    try await base.accounts()
  }

  public func setPassword(
    _ hash: String, for user: UserID, keepingSession: String?, now: Int64
  ) async throws {
    try await base.setPassword(hash, for: user, keepingSession: keepingSession, now: now)
  }

  public func setAdmin(_ isAdmin: Bool, for user: UserID) async throws {
    try await base.setAdmin(isAdmin, for: user)
  }

  public func deleteAccount(_ user: UserID) async throws {
    try await base.deleteAccount(user)
  }

  public func createSession(_ session: SessionRecord) async throws {
    try await base.createSession(session)
  }

  public func session(idHash: String, now: Int64) async throws -> SessionRecord? {
    try await base.session(idHash: idHash, now: now)
  }

  public func touchSession(idHash: String, lastSeenAt: Int64, expiresAt: Int64) async throws {
    try await base.touchSession(idHash: idHash, lastSeenAt: lastSeenAt, expiresAt: expiresAt)
  }

  public func deleteSession(idHash: String) async throws {
    try await base.deleteSession(idHash: idHash)
  }

  public func createAccessToken(_ token: AccessToken) async throws {
    try await base.createAccessToken(token)
  }

  public func accessTokens(for user: UserID) async throws -> [AccessToken] {
    try await base.accessTokens(for: user)
  }

  public func useAccessToken(hash: String, now: Int64) async throws -> AccessToken? {
    try await base.useAccessToken(hash: hash, now: now)
  }

  public func useAccessTokenWithState(
    hash: String, now: Int64
  ) async throws -> (token: AccessToken, state: UserState?)? {
    try await base.useAccessTokenWithState(hash: hash, now: now)
  }

  public func sessionWithState(
    idHash: String, now: Int64
  ) async throws -> (session: SessionRecord, state: UserState?)? {
    try await base.sessionWithState(idHash: idHash, now: now)
  }

  public func revokeAccessToken(id: String, for user: UserID, now: Int64) async throws -> Bool {
    try await base.revokeAccessToken(id: id, for: user, now: now)
  }

  public func createInvite(
    codeHash: String, by user: UserID?, now: Int64, expiresAt: Int64
  ) async throws {
    try await base.createInvite(codeHash: codeHash, by: user, now: now, expiresAt: expiresAt)
  }

  public func inviteIsUsable(codeHash: String, now: Int64) async throws -> Bool {
    try await base.inviteIsUsable(codeHash: codeHash, now: now)
  }

  public func reserveAttempt(
    id: String, keys: [String], limit: Int, window: Int64, now: Int64
  ) async throws -> AttemptReservation {
    try await base.reserveAttempt(id: id, keys: keys, limit: limit, window: window, now: now)
  }

  public func releaseAttempt(id: String) async throws {
    try await base.releaseAttempt(id: id)
  }

  public func clearAttempts(key: String) async throws {
    try await base.clearAttempts(key: key)
  }

  public func signingKeys() async throws -> [SigningKey] {
    try await base.signingKeys()
  }

  public func rotateSigningKey(to key: SigningKey) async throws {
    try await base.rotateSigningKey(to: key)
  }

  public func createRefreshToken(_ token: RefreshToken) async throws {
    try await base.createRefreshToken(token)
  }

  public func useRefreshToken(
    hash: String, next: RefreshToken, now: Int64
  ) async throws -> RefreshTokenUse {
    try await base.useRefreshToken(hash: hash, next: next, now: now)
  }

  public func revokeRefreshTokens(for user: UserID, now: Int64) async throws {
    try await base.revokeRefreshTokens(for: user, now: now)
  }
}
