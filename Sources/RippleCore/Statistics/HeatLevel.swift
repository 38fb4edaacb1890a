/// How deep a calendar heatmap tile is coloured ("Background color intensity
/// represents completion percentage … 100% = full habit color, 50% = lighter tint, 0% = gray").
public enum HeatLevel {
  /// The deepest level: everything due was done.
  public static let highest = 4

  /// Level 0–4 of a day's done ÷ due: 0 nothing done, 1 under a quarter, 2 a quarter or more,
  /// 3 half or more, 4 all; nil when nothing was due.
  public static func of(done: Int, due: Int) -> Int? {
    guard due > 0 else { return nil }
    if done <= 0 { return 0 }
    if done >= due { return highest }
    if 2 * done >= due { return 3 }
    if 4 * done >= due { return 2 }
    return 1
  }
}
