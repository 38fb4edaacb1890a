/// A moment a person is celebrated for once: a perfect day, or a habit's milestone reached on a
/// day. A write that brings a moment back (un-ticking and ticking again) celebrates it no more.
public enum CelebratedMoment: Hashable, Sendable {
  case perfectDay(Day)
  case milestone(HabitID, Day)

  /// The kind's code, as the store keeps it.
  public var kind: String {
    switch self {
    case .perfectDay: "perfect_day"
    case .milestone: "milestone"
    }
  }

  public var day: Day {
    switch self {
    case .perfectDay(let day), .milestone(_, let day): day
    }
  }

  /// The habit of a milestone; nil for a perfect day (every habit's).
  public var habitID: HabitID? {
    switch self {
    case .perfectDay: nil
    case .milestone(let habit, _): habit
    }
  }
}

extension Celebration {
  /// What a write earned as one celebration: a moment celebrated before (`earlier`) is left out,
  /// and a milestone and a perfect day on the same tap are one moment, told by the milestone
  /// (the rarer; Today still shows the day perfect).
  public func once(
    perfectDayEarlier: Bool, milestoneEarlier: Bool
  ) -> Celebration {
    var once = self
    if milestoneEarlier { once.milestone = nil }
    if perfectDayEarlier || once.milestone != nil { once.perfectDay = false }
    return once
  }
}
