/// The bounds of a goal's answers, one set for the API, the CLI and the store.
public enum GoalLimits {
  /// What the person wants to achieve: at most this many characters.
  public static let what = 200
  /// Why it matters: at most this many characters.
  public static let why = 500
  /// A timeline in weeks.
  public static let weeks = 1...104
  /// Where the person is now, in the goal's unit.
  public static let baseline = 0.0...100_000
}
