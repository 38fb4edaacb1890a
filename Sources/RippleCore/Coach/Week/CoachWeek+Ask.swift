extension CoachWeek {
  /// What the week asks to move on, in words, from the same numbers as `progressText`: the
  /// stage's criterion in a full week ("Complete 3 of 7 days to advance"), or, when fewer of its
  /// days count (the goal began part-way through it, or days were skipped or paused), the days
  /// this week asks beside the criterion ("Complete 1 day this week to advance (3 of 7 in a full
  /// week)").
  public var askText: String {
    if required == criterion.days { return "Complete \(criterion.text) to advance" }
    if required == 0 { return "Nothing to complete this week: none of its days count" }
    return "Complete \(Self.days(required)) this week to advance "
      + "(\(criterion.days) of 7 in a full week)"
  }
}
