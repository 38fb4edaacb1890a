/// What a coaching message speaks to; the key a client shows it under.
public enum CoachSituation: String, CaseIterable, Sendable {
  case loggedYes = "logged_yes"
  case loggedNo = "logged_no"
  case loggedSkip = "logged_skip"
  case ahead
  case onTrack = "on_track"
  case behind
  case metEarly = "met_early"
  case exceeded
  case weekMet = "week_met"
  case weekBorderline = "week_borderline"
  case weekNotMet = "week_not_met"
  case weekRested = "week_rested"
  case weekPaused = "week_paused"
  case stageStart = "stage_start"
  /// Moving on to a stage that keeps the same dose, so the habit settles.
  case stageHold = "stage_hold"
  case stageRepeat = "stage_repeat"
  case simplified
  case extended
  case recalibration
  case pauseMaintenance = "pause_maintenance"
  case pauseVacation = "pause_vacation"
  case resume
  case returnAfterAbsence = "return_after_absence"
  case goalComplete = "goal_complete"
  case goalArchived = "goal_archived"
  /// Nothing logged yet, with the whole week still open.
  case weekOpen = "week_open"
  /// On to the next week of a stage that lasts several weeks.
  case stageWeek = "stage_week"

  public init(pattern: WeekPattern) {
    switch pattern {
    case .ahead: self = .ahead
    case .onTrack: self = .onTrack
    case .open: self = .weekOpen
    case .behind: self = .behind
    case .metEarly: self = .metEarly
    case .exceeded: self = .exceeded
    }
  }

  public init(verdict: WeekVerdict) {
    switch verdict {
    case .met: self = .weekMet
    case .borderline: self = .weekBorderline
    case .notMet: self = .weekNotMet
    case .rested: self = .weekRested
    case .notJudged: self = .weekPaused
    }
  }

  public init(logged state: CheckInState) {
    switch state {
    case .done: self = .loggedYes
    case .missed: self = .loggedNo
    case .skipped: self = .loggedSkip
    }
  }
}
