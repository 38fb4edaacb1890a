#if !hasFeature(Embedded)
/// What a restore or an import wrote: the answer of `POST /api/v1/restore` and
/// `/api/v1/import/loop`, and of `ripple restore --json` / `ripple import loop --json`.
/// `droppedCategories`, `skipped` and `adjusted` appear only when there is something in them.
public struct ImportSummaryJSON: WireObject, Sendable {
  public var habits: Int
  public var checkIns: Int
  public var names: [String]
  /// Stored archived: the plan had no room for more active habits.
  public var archived: [String]
  /// Categories left out of a restore: the plan had no room for more.
  public var droppedCategories: [String]
  public var skipped: [String]
  public var adjusted: [String]

  public init(
    habits: Int, checkIns: Int, names: [String], archived: [String], droppedCategories: [String],
    skipped: [String], adjusted: [String]
  ) {
    self.habits = habits
    self.checkIns = checkIns
    self.names = names
    self.archived = archived
    self.droppedCategories = droppedCategories
    self.skipped = skipped
    self.adjusted = adjusted
  }

  public static let wireName = "ImportSummary"
  public static let wireSummary = "What a restore or an import wrote"
  public static let wireFields: [WireField<ImportSummaryJSON>] = [
    WireField("habits") { $0.habits },
    WireField("checkIns") { $0.checkIns },
    WireField("names") { $0.names },
    WireField(
      "archived", "Habits stored archived because the plan has no room for more active habits"
    ) { $0.archived },
    .optional(
      "droppedCategories",
      "Categories a restore left out because the plan has no room for more; their habits were "
        + "restored without a category (absent when none were)"
    ) { $0.droppedCategories.nonEmpty },
    .optional("skipped", "What a Loop import left out and why (absent when nothing was)") {
      $0.skipped.nonEmpty
    },
    .optional(
      "adjusted", "What a Loop import changed to fit Ripple, and how (absent when nothing was)"
    ) { $0.adjusted.nonEmpty },
  ]
}

extension Array {
  /// Itself, or nil when empty: a list a member leaves out when there is nothing in it.
  fileprivate var nonEmpty: [Element]? { isEmpty ? nil : self }
}
#endif
