/// What an import or restore wrote.
public struct ImportSummary: Sendable, Equatable {
  public var habits: Int
  public var checkIns: Int
  /// The names the habits were stored under (after de-duplication).
  public var names: [String]
  /// The names of habits stored archived because the plan has no room for more active habits.
  public var archived: [String]

  public init(habits: Int, checkIns: Int, names: [String], archived: [String] = []) {
    self.habits = habits
    self.checkIns = checkIns
    self.names = names
    self.archived = archived
  }
}
