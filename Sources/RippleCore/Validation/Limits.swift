/// Lengths and ranges shared by every surface.
public enum Limits {
  public static let nameLength = 50
  public static let descriptionLength = 200
  public static let noteLength = 100
  public static let unitLength = 20
  public static let categoryNameLength = 30
  /// An icon is a name from the client's icon set (or an emoji), never blank.
  public static let iconLength = 40
  public static let weeklyTarget = 1...7
  public static let everyNDays = 1...365
  public static let rollingWindow = 1...365
  public static let monthDays = 1...31
  /// Targets and logged values stay below this (a numeric target must also be above 0, or 0 for "at most").
  public static let valueCeiling: Double = 1_000_000_000
  public static let remindersPerHabit = 10
  /// 2000-01-01: nothing is logged or created before it, so histories stay a bounded size.
  public static let earliestDay = Day(daysSinceEpoch: 10_957)
  /// 9999-12-31: the last day `yyyy-MM-dd` can name, so a backup can write every stored day.
  public static let latestDay = Day(daysSinceEpoch: 2_932_896)
}
