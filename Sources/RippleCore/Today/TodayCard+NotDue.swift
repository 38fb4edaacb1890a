extension TodayCard {
  /// Why a habit not due today sits on Today with nothing logged (the card's details
  /// line): "goal met" when the week's target is reached, "rest day" otherwise; nil when the
  /// habit is due or today has an entry.
  public var notDueNote: String? {
    guard !dueToday, todayOutcome == .none else { return nil }
    return week.onTrack ? "goal met" : "rest day"
  }
}
