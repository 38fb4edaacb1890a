/// Everything the coach knows about one goal: the value every move takes and returns, so the
/// store only persists what the engine hands back.
public struct CoachState: Hashable, Sendable {
  public var goal: Goal
  /// Every roadmap version, oldest first; the last is in force.
  public var roadmaps: [Roadmap]
  /// The index of the current stage in `roadmap.stages`.
  public var currentIndex: Int
  /// The first day of the current stage's week (of its latest attempt, when repeated).
  public var stageStart: Day
  /// Which of the current stage's weeks runs now, 1-based (a stage may last several weeks).
  public var stageWeek: Int
  /// Which stage each day of the linked habit belonged to, oldest first.
  public var spans: [StageSpan]
  public var pauses: [PausePeriod]
  /// The weeks judged so far, oldest first.
  public var weeks: [WeekRecord]

  public init(
    goal: Goal, roadmaps: [Roadmap], currentIndex: Int = 0, stageStart: Day,
    spans: [StageSpan], pauses: [PausePeriod] = [], weeks: [WeekRecord] = [], stageWeek: Int = 1
  ) {
    self.stageWeek = max(1, stageWeek)
    self.goal = goal
    self.roadmaps = roadmaps
    self.currentIndex = currentIndex
    self.stageStart = stageStart
    self.spans = spans
    self.pauses = pauses
    self.weeks = weeks
  }

  /// A goal starting on its roadmap: stage 1 is current from the goal's start day.
  public init(goal: Goal, roadmap: Roadmap) {
    var roadmap = roadmap
    for index in roadmap.stages.indices {
      roadmap.stages[index].status = index == 0 ? .current : .upcoming
    }
    self.init(
      goal: goal, roadmaps: [roadmap], stageStart: goal.startDay,
      spans: [
        StageSpan(
          from: goal.startDay, roadmapVersion: roadmap.version, stageIndex: 0,
          habit: roadmap.stages[0].habit, criterion: roadmap.stages[0].criterion)
      ])
  }

  /// The roadmap in force.
  public var roadmap: Roadmap {
    get { roadmaps[roadmaps.count - 1] }
    set { roadmaps[roadmaps.count - 1] = newValue }
  }

  public var currentStage: Stage { roadmap.stages[currentIndex] }

  public var isLastStage: Bool { currentIndex == roadmap.stages.count - 1 }

  /// The last day of the plan if every remaining week goes as planned.
  public func endDay(firstWeekday: Weekday) -> Day {
    endDay(of: roadmap, from: currentIndex, firstWeekday: firstWeekday)
  }

  /// The last day of `roadmap` if its stages from `index` on take their planned weeks, starting
  /// now (the current stage with the weeks it has left).
  func endDay(of roadmap: Roadmap, from index: Int, firstWeekday: Weekday) -> Day {
    let weekStart = stageStart.startOfWeek(firstWeekday: firstWeekday)
    return weekStart.adding(days: 7 * max(1, weeksLeft(in: roadmap, from: index)) - 1)
  }

  /// The weeks of `roadmap` from this week on, when the stage at `index` is the current one.
  func weeksLeft(in roadmap: Roadmap, from index: Int) -> Int {
    guard roadmap.stages.indices.contains(index) else { return 1 }
    let current = roadmap.stages[index].weeks - min(stageWeek, roadmap.stages[index].weeks) + 1
    return roadmap.stages[(index + 1)...].reduce(current) { $0 + $1.weeks }
  }

  /// Whether the current stage has weeks after this one.
  public var stageHasWeeksLeft: Bool { stageWeek < currentStage.weeks }

  /// The stage the linked habit carried on `day`, or nil before the goal began.
  public func span(on day: Day) -> StageSpan? {
    spans.last { $0.from <= day }
  }

  /// The pause covering `day`, if any.
  public func pause(on day: Day) -> PausePeriod? {
    pauses.last { $0.covers(day) }
  }
}
