import RippleCore

/// Everything Ripple persists, for one user at a time.
///
/// The embedded SQLite store (`SQLiteStore`) and the PostgreSQL store for many users
/// (`PostgresStore`) implement it, so the server never depends on which one it has.
/// Every write is atomic and durable before it returns, enforces the engine's validation and
/// tier limits, and bumps the user's change sequence. Failures are `StoreError`s.
public protocol RippleRepository: Sendable {
  // MARK: Settings
  /// The user's settings (the defaults until they save some).
  func settings(for user: UserID) async throws -> Settings
  /// Saves everything but the plan, which stays as stored: no settings change lifts a limit.
  func saveSettings(_ settings: Settings, for user: UserID) async throws -> Settings
  /// Applies `change` to the settings as stored, in the write's transaction (so changes to
  /// different fields made at once all stay), and saves them as `saveSettings` does.
  func updateSettings(
    for user: UserID, _ change: @escaping @Sendable (inout Settings) -> Void
  ) async throws -> Settings
  /// Sets the user's plan (only `ripple serve --plans choose`, for development and tests).
  func savePlan(_ tier: Tier, for user: UserID) async throws -> Settings

  // MARK: Licences
  /// The licence texts the user applied, oldest first, as given (verified by the caller).
  func licences(for user: UserID) async throws -> [String]
  /// Keeps a verified licence text (once) and stores `tier`, the plan all the user's licences
  /// give (`Membership.tier`), in one transaction.
  func addLicence(
    _ text: String, giving tier: Tier, for user: UserID, now: Int64
  ) async throws
    -> Settings

  // MARK: Habits
  /// The user's habits ordered by `sortOrder`.
  func habits(for user: UserID, filter: HabitFilter) async throws -> [Habit]
  func habit(_ id: HabitID, for user: UserID) async throws -> Habit
  /// Validates (name, uniqueness, ranges) and checks the tier on `today`, then inserts.
  /// The habit's id, createdDay and timestamps are the caller's; an empty colour is auto-assigned;
  /// the new habit goes last (its `sortOrder` is one past the highest).
  func createHabit(_ habit: Habit, for user: UserID, today: Day) async throws -> Habit
  func updateHabit(_ habit: Habit, for user: UserID, today: Day) async throws -> Habit
  /// Applies `change` to the habit as stored, in the write's transaction (so two edits of
  /// different fields made at once both stay), then saves it as `updateHabit` does.
  func updateHabit(
    _ id: HabitID, for user: UserID, today: Day,
    _ change: @escaping @Sendable (inout Habit) -> Void
  ) async throws -> Habit
  func setArchived(
    _ id: HabitID, archived: Bool, for user: UserID, today: Day, now: Int64
  )
    async throws -> Habit
  /// Deletes the habit and all its check-ins.
  func deleteHabit(_ id: HabitID, for user: UserID) async throws
  /// Gives the listed habits sort orders 0, 1, 2… in that order; the others follow in their order.
  func reorderHabits(_ ids: [HabitID], for user: UserID) async throws

  // MARK: Check-ins
  /// Idempotent upsert keyed by (habit, day); an older `updatedAt` than the stored one changes
  /// nothing and returns `applied == false` with what stands. The parts of the note and mood the
  /// write leaves out (`kept`) stay as the day holds them, from its check-in or its last clear.
  func upsertCheckIn(
    _ checkIn: CheckIn, keeping kept: NoteAndMood.Kept, for user: UserID
  ) async throws -> CheckInWrite
  /// Adds `amount` to the day's value in one write (`CheckInWritePlan.add`): a "+1" tap. A
  /// `tap` (the client's name for it) already counted for the day changes nothing and answers
  /// `applied == false` with what stands, so a tap sent again counts once.
  func addToCheckIn(
    habit: HabitID, day: Day, amount: Double, tap: String?, loggedMinute: Int?,
    updatedAt: Int64, for user: UserID
  ) async throws -> CheckInWrite
  /// Clears the check-in of a day (unless a newer write stands), keeping its note and mood for
  /// the day's next state.
  func clearCheckIn(
    habit: HabitID, day: Day, updatedAt: Int64, for user: UserID
  ) async throws
    -> CheckInWrite
  /// Remembers that `moments` were celebrated, and answers those that had been before: a moment
  /// is celebrated once (`CheckInOutcome.leavingOut(_:)`).
  func rememberCelebrated(
    _ moments: [CelebratedMoment], for user: UserID
  ) async throws -> [CelebratedMoment]
  /// Check-ins of the user (optionally one habit) whose day is in `range` (all when nil), ordered
  /// by day, then habit.
  func checkIns(
    for user: UserID, habit: HabitID?, in range: ClosedRange<Day>?
  ) async throws
    -> [CheckIn]
  /// Every habit matching `filter` (in `sortOrder`) with its check-ins on `from` or later (all
  /// when nil): the input of the engine's rules.
  func logs(for user: UserID, filter: HabitFilter, from: Day?) async throws -> [HabitLog]

  // MARK: Search
  /// Check-ins of the user whose note the database's full-text index finds for every one of
  /// `words` (each folded, `SearchQuery`, and the start of a word of the note), newest day first,
  /// at most `limit`. The index finds at least what the engine's rule matches; the engine then
  /// keeps only those it matches (`SearchResults`).
  func notesFound(_ words: [String], for user: UserID, limit: Int) async throws -> [CheckIn]

  // MARK: Categories
  /// The user's categories ordered by `sortOrder`.
  func categories(for user: UserID) async throws -> [Category]
  /// Validates and checks the tier; the new category goes last.
  func createCategory(_ category: Category, for user: UserID, today: Day) async throws -> Category
  func updateCategory(_ category: Category, for user: UserID) async throws -> Category
  /// Applies `change` to the category as stored, in the write's transaction (so two edits made
  /// at once both stay), then saves it as `updateCategory` does.
  func updateCategory(
    _ id: CategoryID, for user: UserID, _ change: @escaping @Sendable (inout Category) -> Void
  ) async throws -> Category
  /// Deletes the category; its habits become uncategorised.
  func deleteCategory(_ id: CategoryID, for user: UserID) async throws

  // MARK: Goals
  /// The user's goals, oldest first.
  func goals(for user: UserID) async throws -> [GoalRecord]
  func goal(_ id: String, for user: UserID) async throws -> GoalRecord
  /// Inserts the goal and its linked habit (validated and tier-checked as `createHabit`) in one
  /// transaction; the goal starts at revision 1.
  func createGoal(
    _ goal: GoalRecord, habit: Habit, for user: UserID, today: Day
  ) async throws -> GoalRecord
  /// Replaces the goal, and its linked habit when given, in one transaction, if the stored
  /// revision is still `goal.revision` (else `StoreError.conflict`); returns it at the next
  /// revision.
  func saveGoal(
    _ goal: GoalRecord, habit: Habit?, for user: UserID, today: Day
  ) async throws -> GoalRecord
  func addReflection(
    _ reflection: GoalReflection, for user: UserID
  ) async throws -> GoalReflection
  /// The goal's reflections, oldest first.
  func reflections(goal: String, for user: UserID) async throws -> [GoalReflection]
  /// Rewrites the goal's words, its linked habit's and its reflections' in one write, as
  /// `change` gives them back from what is stored.
  func rewordGoal(
    _ id: String, for user: UserID, today: Day,
    _ change: @escaping @Sendable (GoalRecord, Habit, [GoalReflection]) throws -> GoalWords
  ) async throws -> GoalRecord

  // MARK: Data
  /// The change sequence: bumped by every write, so a client can ask for changes since N.
  func changeSequence(for user: UserID) async throws -> Int64
  /// The user's settings and change sequence together (one round trip where the store can): what
  /// a cached answer keyed by both needs before it is served.
  func settingsAndChange(for user: UserID) async throws -> (settings: Settings, change: Int64)
  /// Everything that changed after `since` (everything when 0), read in one snapshot: the
  /// feed that keeps a client's replica current. See `ChangeSet` for how deletions arrive.
  func changes(for user: UserID, since: Int64) async throws -> ChangeSet
  /// Removes every habit, check-in and category of the user and resets the settings.
  func clearAll(for user: UserID) async throws
  func backup(for user: UserID, now: Int64) async throws -> BackupDocument
  /// Validates the whole document, then replaces the user's data in one transaction. The
  /// stored plan is kept; active habits past its limit (on `today`) are stored archived.
  func restore(
    _ document: BackupDocument, for user: UserID, today: Day
  ) async throws -> ImportSummary
  /// Adds imported habits (names that clash get a numbered suffix) and their check-ins, after
  /// validating all of them. Active habits past the plan's limit are stored archived.
  func importBundle(
    _ bundle: ImportBundle, for user: UserID, today: Day
  ) async throws
    -> ImportSummary
  /// What `importBundle` would write, worked out the same way on what is stored now, writing
  /// nothing: the preview of an import.
  func previewImport(
    _ bundle: ImportBundle, for user: UserID, today: Day
  ) async throws
    -> ImportSummary
}

extension RippleRepository {
  /// The settings, then the change sequence: a store that reads them together does better.
  public func settingsAndChange(
    for user: UserID
  ) async throws -> (settings: Settings, change: Int64) {
    let settings = try await settings(for: user)
    return (settings, try await changeSequence(for: user))
  }

  /// Every habit matching `filter` with all its check-ins.
  public func logs(for user: UserID, filter: HabitFilter) async throws -> [HabitLog] {
    try await logs(for: user, filter: filter, from: nil)
  }

  /// Writes `checkIn` as the whole entry for its day, its note and mood included.
  public func upsertCheckIn(_ checkIn: CheckIn, for user: UserID) async throws -> CheckInWrite {
    try await upsertCheckIn(checkIn, keeping: .neither, for: user)
  }
}
