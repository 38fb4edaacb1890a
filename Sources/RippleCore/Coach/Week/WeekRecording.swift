extension CoachState {
  /// The state with `week`'s verdict kept (replacing an earlier record of the same week), so
  /// recalibration can notice a run of hard weeks. A week still running changes nothing.
  public func recording(_ week: CoachWeek) -> CoachState {
    guard let record = week.record else { return self }
    var next = self
    next.weeks.removeAll { $0.weekStart == record.weekStart }
    next.weeks.append(record)
    next.weeks.sort { $0.weekStart < $1.weekStart }
    return next
  }
}
