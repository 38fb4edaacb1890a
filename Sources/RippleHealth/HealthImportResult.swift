import RippleCore

/// What a health export held for the measures and days asked for.
public struct HealthImportResult: Hashable, Sendable {
  public var kind: HealthExportKind
  /// One summary per day with data, in the scope's range, in order.
  public var days: [HealthDaySummary]
  /// The first and last days of the records of the asked measures, in or out of the range.
  public var firstDayFound: Day?
  public var lastDayFound: Day?
  /// Records (or CSV rows) of the asked measures, kept or not.
  public var recordsRead: Int
  /// Records read past for an unreadable date or an impossible value.
  public var recordsSkipped: Int

  public var daysKept: Int { days.count }
}
