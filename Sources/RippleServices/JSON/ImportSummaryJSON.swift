import RippleStore

/// What a restore or an import wrote: the answer of `POST /api/v1/restore` and
/// `/api/v1/import/loop`, and of `ripple restore --json` / `ripple import loop --json`.
/// `skipped` and `adjusted` appear only when a Loop import left something out or changed it.
public struct ImportSummaryJSON: Encodable, Sendable {
  public var habits: Int
  public var checkIns: Int
  public var names: [String]
  /// Stored archived: the plan had no room for more active habits.
  public var archived: [String]
  /// Categories left out of a restore: the plan had no room for more.
  public var droppedCategories: [String]?
  public var skipped: [String]?
  public var adjusted: [String]?

  public init(_ summary: ImportSummary) {
    habits = summary.habits
    checkIns = summary.checkIns
    names = summary.names
    archived = summary.archived
    droppedCategories = summary.droppedCategories.isEmpty ? nil : summary.droppedCategories
    skipped = summary.skipped.isEmpty ? nil : summary.skipped
    adjusted = summary.adjusted.isEmpty ? nil : summary.adjusted
  }
}
