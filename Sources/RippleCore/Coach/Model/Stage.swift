/// One step of a roadmap: a daily habit, a criterion, why it comes now, and tips. A stage lasts
/// one week, or on a long timeline several weeks of the same habit (`weeks`).
public struct Stage: Hashable, Sendable {
  /// The stage's position, 1-based.
  public var week: Int
  /// How many weeks the stage lasts; each of them is judged on its own.
  public var weeks: Int
  public var phase: Phase
  public var title: String
  public var habit: StageHabit
  public var criterion: Criterion
  /// "Why this stage".
  public var rationale: String
  /// 2–4 tips.
  public var tips: [String]
  public var status: StageStatus
  /// The rung of the domain's ladder the habit stands on: higher is harder.
  public var level: Int
  /// How much the stage asks; nil on stages planned before doses existed.
  public var dose: Dose?
  /// A week that keeps last week's dose on purpose, so the habit can settle.
  public var isConsolidation: Bool
  /// The person changed this stage (its name, action, criterion or place); kept wherever the
  /// stage itself survives a change of plan.
  public var isEdited: Bool
  /// A week that asks less than the one before on purpose, and says so (a lighter week in a
  /// long running plan, fewer reps with a heavier weight).
  public var isStepBack: Bool
  /// The person's own words replaced the planned action: the dose keeps the stage's place in
  /// the plan but no longer says what the stage asks, so it is not shown.
  public var isOwnAction: Bool

  public init(
    week: Int, phase: Phase, title: String, habit: StageHabit, criterion: Criterion,
    rationale: String, tips: [String], status: StageStatus = .upcoming, level: Int,
    dose: Dose? = nil, isConsolidation: Bool = false, isEdited: Bool = false, weeks: Int = 1,
    isStepBack: Bool = false, isOwnAction: Bool = false
  ) {
    self.weeks = max(1, weeks)
    self.isStepBack = isStepBack
    self.isEdited = isEdited
    self.isOwnAction = isOwnAction
    self.dose = dose
    self.isConsolidation = isConsolidation
    self.week = week
    self.phase = phase
    self.title = title
    self.habit = habit
    self.criterion = criterion
    self.rationale = rationale
    self.tips = tips
    self.status = status
    self.level = level
  }

  /// The stage's difficulty, to compare stages: the rung first, then the days asked.
  public var difficulty: Int { level * 8 + criterion.days }
}
