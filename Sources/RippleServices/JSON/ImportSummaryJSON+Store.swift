import RippleStore
import RippleWire

extension ImportSummaryJSON {
  /// What the store's restore or import reports (RippleWire's answer sees no store).
  public init(_ summary: ImportSummary) {
    self.init(
      habits: summary.habits, checkIns: summary.checkIns, names: summary.names,
      archived: summary.archived, droppedCategories: summary.droppedCategories,
      skipped: summary.skipped, adjusted: summary.adjusted)
  }
}
