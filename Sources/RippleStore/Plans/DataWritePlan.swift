import RippleCore

/// What a restore or an import stores, decided over what the user has and their plan. Nothing
/// is refused for the plan: what it has no room for is archived or left out, and said so.
enum DataWritePlan {
  /// A restore replaces everything the user has with `document`, fitted to the plan.
  struct Restore {
    /// What to store: the backup's settings on the user's stored plan (licences set it, not a
    /// file), its categories and habits fitted to the plan, the rest as it is.
    var document: BackupDocument
    var summary: ImportSummary
  }

  /// An import adds `habits` and `checkIns` to what the user has.
  struct Import {
    var habits: [Habit]
    var checkIns: [CheckIn]
    var summary: ImportSummary

    /// Whether there is anything to write.
    var isEmpty: Bool { habits.isEmpty && checkIns.isEmpty }
  }

  /// A validated backup restored over `stored` settings; `tier` is the plan that limits writes.
  static func restore(
    _ document: BackupDocument, stored: Settings, tier: Tier, today: Day
  ) -> Restore {
    var document = document
    document.settings.tier = stored.tier
    let fit = TierFit.restore(
      categories: document.categories, habits: document.habits, tier: tier, today: today)
    document.categories = fit.categories
    document.habits = fit.habits
    return Restore(
      document: document,
      summary: ImportSummary(
        habits: fit.habits.count, checkIns: document.checkIns.count,
        names: fit.habits.map(\.name), archived: fit.archived,
        droppedCategories: fit.droppedCategories))
  }

  /// `bundle` fitted among the `existing` habits (names made unique, placed after them,
  /// validated), in categories the user has, with the habits the plan has no room for active
  /// stored archived.
  /// With `logs` (the user's habits and check-ins), a bundle that merges by name adds to the
  /// habits of the same name (`ImportMerge`).
  static func importBundle(
    _ bundle: ImportBundle, existing: [Habit], categories: [Category], tier: Tier, today: Day,
    logs: [HabitLog]? = nil
  ) throws(StoreError) -> Import {
    var merge = ImportMerge.Result(bundle: bundle, checkIns: [], notes: [])
    if bundle.mergesByName, let logs { merge = ImportMerge.split(bundle, logs: logs) }
    let bundle = try ImportPlan.prepared(merge.bundle, existing: existing)
    for habit in bundle.habits {
      try HabitRules.requireCategory(habit.categoryID, in: categories)
    }
    let checkIns = bundle.checkIns + merge.checkIns
    guard !bundle.habits.isEmpty || !checkIns.isEmpty else {
      var summary = ImportSummary(habits: 0, checkIns: 0, names: [])
      summary.adjusted = merge.notes
      return Import(habits: [], checkIns: [], summary: summary)
    }
    let fit = TierFit.fitted(
      bundle.habits, activeCount: existing.filter { !$0.isArchived }.count, tier: tier,
      today: today)
    var summary = ImportSummary(
      habits: fit.habits.count, checkIns: checkIns.count, names: fit.habits.map(\.name),
      archived: fit.archived)
    summary.adjusted = merge.notes
    return Import(habits: fit.habits, checkIns: checkIns, summary: summary)
  }
}
