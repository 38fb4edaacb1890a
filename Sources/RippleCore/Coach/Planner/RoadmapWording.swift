/// The coach's voice for roadmaps a model writes: none of the shaming words it rules out may appear in a
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
        // A typographic apostrophe reads as a plain one ("shouldn’t have").
        let lowered = Array(text.lowercased().map { $0 == "’" ? "'" : $0 })
        if let phrase = ruledOut.first(where: { contains(lowered, Array($0)) }) {
          return (stage.week, phrase)
        }
      }
    }
    return nil
  }

  /// Whether `phrase` occurs in `text` (the standard library's substring search needs the
  /// string-processing module, which Embedded Swift does not have).
  static func contains(_ text: [Character], _ phrase: [Character]) -> Bool {
    guard !phrase.isEmpty, phrase.count <= text.count else { return phrase.isEmpty }
    for start in 0...(text.count - phrase.count)
    where text[start..<start + phrase.count].elementsEqual(phrase) {
      return true
    }
    return false
  }
}
