/// Spec 003's voice for roadmaps a model writes: none of the words it rules out may appear in a
/// stage's title, habit, rationale or tips. (The built-in planner's copy is checked by the
/// coach tests; a model's answer is checked here, at run time.)
public enum RoadmapWording {
  /// The ruled-out words and phrases, lower case; "fail" also covers "failure" and "failed".
  public static let ruledOut = [
    "fail", "behind schedule", "lazy", "should have", "shouldn't have", "give up", "gave up",
    "giving up", "shame", "disappoint", "guilt", "pathetic", "weak", "useless", "no excuse",
    "you missed", "you only", "not good enough", "wasted", "broke your", "inadequate",
  ]

  /// The first ruled-out phrase in `roadmap`'s user-visible text, with its week.
  public static func firstRuledOut(in roadmap: Roadmap) -> (week: Int, phrase: String)? {
    for stage in roadmap.stages {
      let texts =
        [stage.title, stage.habit.name, stage.habit.action, stage.rationale] + stage.tips
      for text in texts {
        let lowered = text.lowercased().replacing("’", with: "'")
        if let phrase = ruledOut.first(where: { lowered.contains($0) }) {
          return (stage.week, phrase)
        }
      }
    }
    return nil
  }
}
