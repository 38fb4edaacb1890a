/// Where a stage stands in its roadmap.
public enum StageStatus: String, CaseIterable, Sendable {
  case upcoming
  case current
  case completed
  /// The current stage, taken again for another week.
  case repeated
  /// Changed by a recalibration, a simplification or a bridging week.
  case recalibrated
}
