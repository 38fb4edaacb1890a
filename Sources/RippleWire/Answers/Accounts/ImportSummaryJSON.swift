#if !hasFeature(Embedded)
import RippleCore

/// What a restore or an import wrote: the answer of `POST /api/v1/restore` and
/// `/api/v1/import/loop`, and of `ripple restore --json` / `ripple import loop --json`.
/// `droppedCategories`, `skipped` and `adjusted` appear only when there is something in them.
public struct ImportSummaryJSON: WireObject, Sendable {
  public var summary: ImportSummary

  public init(_ summary: ImportSummary) { self.summary = summary }

  public static let wireName = "ImportSummary"
  public static let wireSummary = "What a restore or an import wrote"
  public static let wireFields: [WireField<ImportSummaryJSON>] = [
    WireField("habits") { $0.summary.habits },
    WireField("checkIns") { $0.summary.checkIns },
    WireField("names") { $0.summary.names },
    WireField(
      "archived", "Habits stored archived because the plan has no room for more active habits"
    ) { $0.summary.archived },
    .optional(
      "droppedCategories",
      "Categories a restore left out because the plan has no room for more; their habits were "
        + "restored without a category (absent when none were)"
    ) { $0.summary.droppedCategories.nonEmpty },
    .optional("skipped", "What an import left out and why (absent when nothing was)") {
      $0.summary.skipped.nonEmpty
    },
    .optional(
      "adjusted", "What a Loop import changed to fit Ripple, and how (absent when nothing was)"
    ) { $0.summary.adjusted.nonEmpty },
  ]
}

extension Array {
  /// Itself, or nil when empty: a list a member leaves out when there is nothing in it.
  fileprivate var nonEmpty: [Element]? { isEmpty ? nil : self }
}
#endif
