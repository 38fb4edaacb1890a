/// What past attempts change in a roadmap, whichever planner made it: "health" adds a line
/// about checking with a clinician (and, with "too hard", starts gently, see
/// `PastAttempts.asksForGentleStart`); "no time" makes another planner's sessions shorter (the
/// built-in planner plans them shorter itself); "motivation" adds a weekly reflection prompt;
/// "forgot" names the reminder, at the time as the app shows times ("7:00 PM"); "other" shows
/// the person's own words.
public enum ObstacleAdjustments {
  public static let clinicianTip =
    "With a health condition in the picture, check with your doctor or another clinician "
    + "before stepping up, and let how you feel set the pace."
  public static let reflectionTip =
    "At the week's end, note one thing that helped and one that got in the way."

  /// `roadmap` adjusted for `attempts`; `reminder` is the time the person chose to be reminded.
  public static func applied(
    to roadmap: Roadmap, attempts: PastAttempts, reminder: Reminder? = nil
  ) -> Roadmap {
    var roadmap = roadmap
    guard !roadmap.stages.isEmpty else { return roadmap }
    let obstacles = attempts.obstacles
    for index in roadmap.stages.indices {
      var stage = roadmap.stages[index]
      // The built-in planner plans shorter sessions itself, in every number of the stage.
      if obstacles.contains(.time) && roadmap.planner != BuiltInPlanner.info {
        stage = ShorterSessions.applied(to: stage)
      }
      if obstacles.contains(.motivation) { stage.tips = with(reflectionTip, in: stage.tips) }
      roadmap.stages[index] = stage
    }
    if obstacles.contains(.health) {
      roadmap.stages[0].tips = with(clinicianTip, in: roadmap.stages[0].tips)
    }
    if let reminder, obstacles.contains(.forgot) {
      roadmap.stages[0].tips = with(
        reminderTipStart + "\(reminder.displayTime): do it then, or pick the moment it fits.",
        in: roadmap.stages[0].tips)
    }
    if obstacles.contains(.other), let words = ownWords(attempts.otherText) {
      let rationale = roadmap.stages[0].rationale + " " + words
      if rationale.count <= rationaleLimit { roadmap.stages[0].rationale = rationale }
    }
    return roadmap
  }

  /// The longest rationale a roadmap may carry.
  public static let rationaleLimit = 500

  /// The person's words shown back, unless they hold words the coach never uses.
  static func ownWords(_ text: String) -> String? {
    let words = text.trimmed
    guard !words.isEmpty else { return nil }
    let quoted =
      "You said what got in the way: \u{201C}\(words)\u{201D}. This plan keeps it in mind."
    let lowered = Array(quoted.lowercased().map { $0 == "\u{2019}" ? "'" : $0 })
    let kind = !RoadmapWording.ruledOut.contains { RoadmapWording.contains(lowered, Array($0)) }
    return kind ? quoted : "This plan keeps in mind what you said got in the way."
  }

  /// `tip` added to `tips`, which hold at most four: when they are full it takes the place of
  /// the last planner's tip, so the tips added for other obstacles stay.
  static func with(_ tip: String, in tips: [String]) -> [String] {
    guard !tips.contains(tip) else { return tips }
    guard tips.count >= 4 else { return tips + [tip] }
    var tips = tips
    if let last = tips.lastIndex(where: { !isAdded($0) }) {
      tips.remove(at: last)
    } else {
      tips.removeLast()
    }
    return tips + [tip]
  }

  /// Whether `tip` is one these adjustments add.
  static func isAdded(_ tip: String) -> Bool {
    tip == clinicianTip || tip == reflectionTip || tip.hasPrefix(reminderTipStart)
  }

  static let reminderTipStart = "Your reminder comes at "
}
