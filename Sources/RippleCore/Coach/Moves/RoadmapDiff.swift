/// One line of "what changes" in a recalibration preview.
public struct RoadmapDiff: Hashable, Sendable {
  public enum Kind: String, Sendable {
    case changed, added, removed
    case endDay = "end_day"
  }

  public var kind: Kind
  /// The stage's week in the proposed roadmap (in the current one for a removed stage).
  public var week: Int?
  public var text: String

  public init(kind: Kind, week: Int?, text: String) {
    self.kind = kind
    self.week = week
    self.text = text
  }

  /// The differences between the stages of two roadmaps from `index` on, and the end dates.
  static func lines(
    from old: Roadmap, to new: Roadmap, index: Int, oldEnd: Day, newEnd: Day
  ) -> [RoadmapDiff] {
    var lines: [RoadmapDiff] = []
    let count = max(old.stages.count, new.stages.count)
    for position in index..<count {
      let before = position < old.stages.count ? old.stages[position] : nil
      let after = position < new.stages.count ? new.stages[position] : nil
      switch (before, after) {
      case (let before?, let after?)
      where before.title != after.title
        || before.criterion != after.criterion || before.habit != after.habit:
        lines.append(
          RoadmapDiff(
            kind: .changed, week: position + 1,
            text: "Week \(position + 1): \(before.title), \(before.criterion.text) → "
              + "\(after.title), \(after.criterion.text)"))
      case (nil, let after?):
        lines.append(
          RoadmapDiff(
            kind: .added, week: position + 1,
            text: "Week \(position + 1) added: \(after.title), \(after.criterion.text)"))
      case (let before?, nil):
        lines.append(
          RoadmapDiff(
            kind: .removed, week: position + 1,
            text: "Week \(position + 1) removed: \(before.title)"
          ))
      default:
        break
      }
    }
    if oldEnd != newEnd {
      lines.append(
        RoadmapDiff(
          kind: .endDay, week: nil,
          text: "Finish date: \(oldEnd.text) → \(newEnd.text)"))
    }
    return lines
  }
}
