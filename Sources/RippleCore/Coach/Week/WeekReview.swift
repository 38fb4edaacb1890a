/// What the coach offers when a week is over: the verdict, the moves to
/// choose from (each framed positively), whether to celebrate extra, and whether to suggest a
/// recalibration.
public struct WeekReview: Hashable, Sendable {
  public var verdict: WeekVerdict
  public var options: [MoveOption]
  /// "Completed more than required".
  public var celebrateExtra: Bool
  /// Two weeks not met in a row, or this one under half: offer a recalibration preview.
  public var suggestRecalibration: Bool
  public var message: CoachMessage
  /// The stage after this week's keeps its dose: moving on is a settling week, not a step up.
  public var nextStageHolds: Bool
  /// This week's stage lasts more weeks: moving on is its next week, "week 2 of 3".
  public var stageWeeks: StageWeeks?

  /// The review of `week` (which must be over) with the weeks judged before it in `state`.
  public init?(week: CoachWeek, state: CoachState, today: Day) {
    guard let verdict = week.verdict, let record = week.record else { return nil }
    self.verdict = verdict
    celebrateExtra = week.exceeded
    let history = state.weeks.filter { $0.weekStart != record.weekStart } + [record]
    suggestRecalibration = Recalibration.isSuggested(history)
    message = CoachMessages.pick(CoachSituation(verdict: verdict), on: today)
    nextStageHolds = state.nextStageHoldsDose(after: week.stageIndex)
    if week.stageIndex == state.currentIndex, state.stageHasWeeksLeft {
      stageWeeks = StageWeeks(next: state.stageWeek + 1, of: state.currentStage.weeks)
    }
    switch verdict {
    case .met: options = [.advance]
    case .borderline: options = [.advance, .repeatStage]
    case .notMet: options = [.repeatStage, .simplify, .extend]
    case .rested, .notJudged: options = [.carryOn]
    }
    if suggestRecalibration { options.append(.recalibrate) }
  }

  /// What `option` means after this week: moving on says "next step" only when the dose rises,
  /// and names the stage's next week when it lasts several.
  public func detail(of option: MoveOption) -> String {
    guard option == .advance else { return option.detail }
    if let stageWeeks {
      return "Next week is week \(stageWeeks.next) of \(stageWeeks.of) at this step: the same "
        + "habit, a little more familiar."
    }
    return nextStageHolds ? MoveOption.holdDetail : option.detail
  }

  /// `option`'s label: moving on within a stage of several weeks says so.
  public func label(of option: MoveOption) -> String {
    option == .advance && stageWeeks != nil ? "On to next week" : option.label
  }
}

/// Which week of a stage of several weeks comes next: "week 2 of 3".
public struct StageWeeks: Hashable, Sendable {
  public var next: Int
  public var of: Int
}

/// A choice offered at the end of a week, with its label and a positive framing.
public enum MoveOption: String, CaseIterable, Sendable {
  case advance
  case repeatStage = "repeat_stage"
  case simplify
  case extend
  /// Keep going with the current stage (after a rest or a pause).
  case carryOn = "carry_on"
  case recalibrate

  public var label: String {
    switch self {
    case .advance: return "Move on to the next stage"
    case .repeatStage: return "Take one more week here"
    case .simplify: return "Make this stage lighter"
    case .extend: return "Add a bridging week"
    case .carryOn: return "Carry on with this stage"
    case .recalibrate: return "Adjust my plan"
    }
  }

  /// Moving on to a stage with the same dose.
  public static let holdDetail =
    "Next week keeps this same dose, so the habit can settle. You're ready."

  public var detail: String {
    switch self {
    case .advance: return "You've built the ground for the next step. You're ready."
    case .repeatStage: return "Another week makes this habit feel natural before the next step."
    case .simplify:
      return "A lighter version for now, a smaller action or a day fewer, keeps you moving."
    case .extend: return "A bridging week gives you more room; your goal stays the same."
    case .carryOn: return "Pick up right where you are. Nothing was lost."
    case .recalibrate: return "See a plan shaped around how your weeks really go."
    }
  }
}
