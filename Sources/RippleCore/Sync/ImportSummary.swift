/// What an import or restore wrote.
public struct ImportSummary: Sendable, Equatable {
  public var habits: Int
  public var checkIns: Int
  /// The names the habits were stored under (after de-duplication).
  public var names: [String]
  /// The names of habits stored archived because the plan has no room for more active habits.
  public var archived: [String]
  /// The names of a backup's categories left out because the plan has no room for more; their
  /// habits were restored without a category.
  public var droppedCategories: [String]
  /// What the file held that was not imported, and why (Loop import).
  public var skipped: [String]
  /// What was imported differently from the file, and how (Loop import).
  public var adjusted: [String]

  public init(
    habits: Int, checkIns: Int, names: [String], archived: [String] = [],
    droppedCategories: [String] = [], skipped: [String] = [], adjusted: [String] = []
  ) {
    self.habits = habits
    self.checkIns = checkIns
    self.names = names
    self.archived = archived
    self.droppedCategories = droppedCategories
    self.skipped = skipped
    self.adjusted = adjusted
  }
}
