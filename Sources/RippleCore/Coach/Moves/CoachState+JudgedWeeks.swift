extension CoachState {
  /// The last week judged met, borderline or not met for the current stage's attempt (a week
  /// ending on or after the day the attempt began); rested and paused weeks are passed over.
  public var latestJudgedWeek: WeekRecord? {
    weeks.last {
      $0.stageIndex == currentIndex && $0.weekStart.adding(days: 6) >= stageStart
        && $0.verdict != .rested && $0.verdict != .notJudged
    }
  }
}
