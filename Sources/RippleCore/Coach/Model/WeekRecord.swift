/// A judged week, kept so the coach can notice a run of hard weeks.
public struct WeekRecord: Hashable, Sendable {
  public var weekStart: Day
  public var roadmapVersion: Int
  public var stageIndex: Int
  public var verdict: WeekVerdict
  public var done: Int
  public var required: Int

  public init(
    weekStart: Day, roadmapVersion: Int, stageIndex: Int, verdict: WeekVerdict, done: Int,
    required: Int
  ) {
    self.weekStart = weekStart
    self.roadmapVersion = roadmapVersion
    self.stageIndex = stageIndex
    self.verdict = verdict
    self.done = done
    self.required = required
  }

  /// Fewer than half of the days asked.
  public var underHalf: Bool { required > 0 && done * 2 < required }
}
