extension Goal {
  /// The weeks the roadmap covers: the timeline the person chose, or fewer when the goal's own
  /// words name an earlier day ("a charity run next week" is planned as one week).
  public var plannedWeeks: Int {
    let chosen = timeline.roadmapWeeks(from: startDay)
    guard let deadline = Deadline.weeks(in: what) else { return chosen }
    return min(chosen, deadline)
  }

  /// Whether the goal's own words set a shorter timeline than the one chosen.
  public var deadlineShortensTimeline: Bool {
    plannedWeeks < timeline.roadmapWeeks(from: startDay)
  }
}
