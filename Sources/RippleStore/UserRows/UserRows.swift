import RippleCore

/// The rows of one user that a read asks for, or that a write reads inside the backend's write
/// transaction before its plans decide: only those `Wanted` names.
public struct UserRows: Sendable {
  /// Which rows to read.
  public struct Wanted: Sendable {
    /// The stored settings (the plan that limits writes is theirs).
    public var settings = false
    /// The habits this filter keeps, in their order (`.all` for a write's plan).
    public var habits: HabitFilter?
    /// The habit with this id, if it is stored.
    public var habit: HabitID?
    /// Every category, in their order.
    public var categories = false
    /// Every goal, oldest first.
    public var goals = false
    /// The goal with this id, if it is stored.
    public var goal: String?
    /// The reflections on the goal with this id.
    public var reflections: String?
    /// The user's change sequence.
    public var changeSequence = false
    /// The habits this filter keeps, each with its check-ins from `from` on (all when nil): the
    /// engine's input, from the log cache while it holds the user's sequence.
    public var logs: (filter: HabitFilter, from: Day?)?

    public init(
      settings: Bool = false, habits: HabitFilter? = nil, habit: HabitID? = nil,
      categories: Bool = false, goals: Bool = false, goal: String? = nil,
      reflections: String? = nil, changeSequence: Bool = false,
      logs: (filter: HabitFilter, from: Day?)? = nil
    ) {
      self.settings = settings
      self.habits = habits
      self.habit = habit
      self.categories = categories
      self.goals = goals
      self.goal = goal
      self.reflections = reflections
      self.changeSequence = changeSequence
      self.logs = logs
    }

    /// Whether one statement reads it all (a backend may then skip the snapshot).
    package var isOneStatement: Bool {
      let parts = [
        settings, habits != nil, habit != nil, categories, goals, goal != nil,
        reflections != nil, changeSequence,
      ]
      return logs == nil && parts.filter { $0 }.count == 1
    }

    /// What a habit's insert or update reads: the habits, categories and settings.
    public static let habitWrite = Wanted(settings: true, habits: .all, categories: true)
  }

  package var storedSettings: Settings?
  package var storedHabits: [Habit]?
  /// The habit asked for, or nil when none is stored with that id.
  public var habit: Habit?
  package var storedCategories: [Category]?
  package var storedGoals: [GoalRecord]?
  /// The goal asked for, or nil when none is stored with that id.
  public var goal: GoalRecord?
  package var storedReflections: [GoalReflection]?
  package var storedChange: Int64?
  package var storedLogs: [HabitLog]?

  public init(
    settings: Settings? = nil, habits: [Habit]? = nil, habit: Habit? = nil,
    categories: [Category]? = nil, goals: [GoalRecord]? = nil, goal: GoalRecord? = nil,
    reflections: [GoalReflection]? = nil, change: Int64? = nil, logs: [HabitLog]? = nil
  ) {
    storedSettings = settings
    storedHabits = habits
    self.habit = habit
    storedCategories = categories
    storedGoals = goals
    self.goal = goal
    storedReflections = reflections
    storedChange = change
    storedLogs = logs
  }

  public func settings() throws(StoreError) -> Settings { try read(storedSettings, "settings") }
  public func habits() throws(StoreError) -> [Habit] { try read(storedHabits, "habits") }
  public func categories() throws(StoreError) -> [Category] {
    try read(storedCategories, "categories")
  }
  public func goals() throws(StoreError) -> [GoalRecord] { try read(storedGoals, "goals") }
  public func reflections() throws(StoreError) -> [GoalReflection] {
    try read(storedReflections, "reflections")
  }
  public func changeSequence() throws(StoreError) -> Int64 {
    try read(storedChange, "change sequence")
  }
  public func logs() throws(StoreError) -> [HabitLog] { try read(storedLogs, "logs") }

  /// The habit asked for (`id`); a habit that is not stored is not found.
  public func existingHabit(_ id: HabitID) throws(StoreError) -> Habit {
    guard let habit else { throw .habitNotFound(id) }
    return habit
  }

  /// The goal asked for (`id`); a goal that is not stored is not found.
  public func existingGoal(_ id: String) throws(StoreError) -> GoalRecord {
    guard let goal else { throw .goalNotFound(id) }
    return goal
  }

  /// A row the write did not ask for is a mistake in the write, never a decision over nothing.
  private func read<Value>(_ value: Value?, _ name: String) throws(StoreError) -> Value {
    guard let value else { throw .storage("The write did not read the \(name) it uses") }
    return value
  }
}
