/// What an import or restore wrote.
public struct ImportSummary: Sendable, Equatable {
  public var habits: Int
  public var checkIns: Int
  /// The names the habits were stored under (after de-duplication).
  public var names: [String]

  public init(habits: Int, checkIns: Int, names: [String]) {
    self.habits = habits
    self.checkIns = checkIns
    self.names = names
  }
}
