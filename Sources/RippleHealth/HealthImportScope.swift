import RippleCore

/// What a reader keeps: the measures linked to habits, between two days (both included).
/// Everything else in the file is read past and forgotten.
public struct HealthImportScope: Hashable, Sendable {
  public var measures: Set<HealthMeasure>
  public var from: Day
  public var through: Day

  public init(measures: Set<HealthMeasure>, from: Day, through: Day) {
    self.measures = measures
    self.from = from
    self.through = through
  }

  func keeps(_ day: Day) -> Bool {
    day >= from && day <= through
  }
}
