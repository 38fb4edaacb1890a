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

  /// The differences between the stages of two roadmaps from `index` on, and the end dates:
  /// stages that only moved are not listed; one inserted or dropped is "added" or "removed".
  static func lines(
    from old: Roadmap, to new: Roadmap, index: Int, oldEnd: Day, newEnd: Day
  ) -> [RoadmapDiff] {
    var lines: [RoadmapDiff] = []
    var (i, j) = (index, index)
    func same(_ a: Int, _ b: Int) -> Bool {
      a < old.stages.count && b < new.stages.count && old.stages[a].isSamePlan(as: new.stages[b])
    }
    while i < old.stages.count || j < new.stages.count {
      if same(i, j) {
        i += 1
        j += 1
      } else if j < new.stages.count && (i >= old.stages.count || same(i, j + 1)) {
        let added = new.stages[j]
        lines.append(
          RoadmapDiff(
            kind: .added, week: j + 1,
            text: "Week \(j + 1) added: \(added.title), \(added.criterion.text)"))
        j += 1
      } else if i < old.stages.count && (j >= new.stages.count || same(i + 1, j)) {
        lines.append(
          RoadmapDiff(
            kind: .removed, week: i + 1, text: "Week \(i + 1) removed: \(old.stages[i].title)"))
        i += 1
      } else {
        let (before, after) = (old.stages[i], new.stages[j])
        lines.append(
          RoadmapDiff(
            kind: .changed, week: j + 1,
            text: "Week \(j + 1): \(before.title), \(before.criterion.text) → "
              + "\(after.title), \(after.criterion.text)"))
        i += 1
        j += 1
      }
    }
    if oldEnd != newEnd {
      lines.append(
        RoadmapDiff(kind: .endDay, week: nil, text: "Finish date: \(oldEnd.text) → \(newEnd.text)"))
    }
    return lines
  }
}

extension Stage {
  /// The same habit, criterion and title: a stage that at most moved.
  fileprivate func isSamePlan(as other: Stage) -> Bool {
    title == other.title && habit == other.habit && criterion == other.criterion
      && phase == other.phase
  }
}
