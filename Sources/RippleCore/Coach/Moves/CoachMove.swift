/// What the user (or the coach on their behalf) does to the plan (item 6).
public enum CoachMove: Hashable, Sendable {
  /// On to the next stage; on the last stage, the goal is complete.
  case advance
  /// Another week of the current stage.
  case repeatStage
  /// Keep going with the current stage after a rested or paused week: its week starts afresh.
  case carryOn
  /// An easier variant of the current stage.
  case simplify(Simplification)
  /// A bridging stage after the current one; the end date moves a week.
  case extend
  case pause(PauseMode)
  case resume
  case complete
  /// Archive the goal; its history is kept.
  case abandon
  case acceptRecalibration(RecalibrationPreview)
  /// Back to the planner's first roadmap from the current position.
  case returnToOriginal
}

/// How a stage is made easier.
public enum Simplification: String, CaseIterable, Sendable {
  /// A smaller action: the rung below, or a smaller amount.
  case smallerAction = "smaller_action"
  /// One day fewer in the criterion.
  case fewerDays = "fewer_days"
}

/// Why a move cannot be made.
public enum CoachError: Error, Hashable, Sendable {
  /// The goal is paused, completed or abandoned.
  case notActive
  case notPaused
  case finished
  /// The stage is already as small as it gets.
  case cannotSimplify
  /// A roadmap holds at most `CoachMoves.maxStages` stages (4 more than its first version).
  case tooManyStages
  /// The preview was made for another roadmap version.
  case stalePreview
  /// There is only one roadmap version.
  case noOtherVersion
  /// The stage's latest judged week did not meet its criterion: repeat, simplify or extend first.
  case weekNotMet
}
