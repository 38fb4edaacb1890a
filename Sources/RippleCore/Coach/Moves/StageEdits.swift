/// A person's edit of a stage, the same in the roadmap preview and on an upcoming stage of a
/// goal in progress: `Stage.edited`'s title, criterion and rationale, and when the person wrote
/// their own action the stage becomes theirs. The planned amount no longer describes it, so its
/// habit is a yes/no habit (the Yes is theirs to judge), its dose is not shown
/// (`Stage.isOwnAction`), its rationale says it is their step, and its tips are ones that fit any
/// habit, beside the tips their past attempts added.
public enum StageEdits {
  public static let ownActionTips = [
    "Tie it to a moment you already have each day, and let that moment be the cue.",
    "On a busy day do the smallest version: showing up keeps the habit going.",
    "Set out what you need the evening before, so starting takes no thought.",
  ]

  public static func applied(
    to stage: Stage, name: String?, action: String?, criterion days: Int?
  ) -> Stage {
    var edited = stage.edited(name: name, action: action, criterion: days)
    guard let action, action != stage.habit.action else { return edited }
    edited.isOwnAction = true
    edited.habit.measure = .boolean
    edited.rationale =
      "Your own step for this week, on \(edited.criterion.text). It keeps its place in the plan, "
      + "so each step still builds on the one before."
    let added = stage.tips.filter(ObstacleAdjustments.isAdded)
    edited.tips = ownActionTips
    for tip in added { edited.tips = ObstacleAdjustments.with(tip, in: edited.tips) }
    return edited
  }

  /// The days of 7 the stage of `week` may ask, the rest of `roadmap` as it is: those that keep
  /// every planner rule (at most its dose's days and two fewer, and no week asking less than the
  /// week before).
  public static func dayChoices(week: Int, in roadmap: Roadmap) -> [Int] {
    let index = week - 1
    guard roadmap.stages.indices.contains(index) else { return [] }
    return Criterion.plannerRange.filter { days in
      var candidate = roadmap
      candidate.stages[index] = applied(
        to: roadmap.stages[index], name: nil, action: nil, criterion: days)
      do throws(RoadmapIssue) {
        try RoadmapCheck.validate(candidate)
        return true
      } catch {
        return false
      }
    }
  }

  /// Why other days are not offered: "This stage can ask 1 to 3 days of 7, so each week still
  /// builds on the one before."
  public static func daysText(_ choices: [Int]) -> String {
    let reason = ", so each week still builds on the one before."
    guard let first = choices.first, let last = choices.last else {
      return "This stage keeps its days" + reason
    }
    if first == last { return "This stage asks \(first) of 7 days" + reason }
    let contiguous = last - first + 1 == choices.count
    let list =
      contiguous
      ? "\(first) to \(last)"
      : choices.dropLast().map(String.init).joined(separator: ", ") + " or \(last)"
    return "This stage can ask \(list) days of 7" + reason
  }
}
