/// Which stage the linked habit carried from `from` on, until the next span: every day of the
/// habit's history remembers its stage.
public struct StageSpan: Hashable, Sendable {
  public var from: Day
  public var roadmapVersion: Int
  /// The stage's index in that roadmap version.
  public var stageIndex: Int
  public var habit: StageHabit
  public var criterion: Criterion

  public init(
    from: Day, roadmapVersion: Int, stageIndex: Int, habit: StageHabit, criterion: Criterion
  ) {
    self.from = from
    self.roadmapVersion = roadmapVersion
    self.stageIndex = stageIndex
    self.habit = habit
    self.criterion = criterion
  }
}
