import RippleCore

/// What a category write stores, decided over the user's categories and plan as the backend read
/// them in its transaction.
enum CategoryWritePlan {
  /// A new category, validated among `existing`, placed last, within the plan on `today`.
  static func insert(
    _ category: Category, existing: [Category], tier: Tier, today: Day
  ) throws(StoreError) -> Category {
    if existing.contains(where: { $0.id == category.id }) {
      throw .conflict("A category with id \(category.id) already exists")
    }
    var category = try CategoryRules.validated(category, among: existing)
    category.sortOrder = (existing.map(\.sortOrder).max() ?? -1) + 1
    try StoreError.check(
      TierLimits.canAddCategory(count: existing.count, tier: tier, today: today))
    return category
  }

  /// A stored category replaced by `category`, validated; kept as stored when nothing changed.
  static func update(
    _ category: Category, existing: [Category]
  ) throws(StoreError) -> Planned<Category> {
    guard let stored = existing.first(where: { $0.id == category.id }) else {
      throw .categoryNotFound(category.id)
    }
    let category = try CategoryRules.validated(category, among: existing)
    return category == stored ? .keep(stored) : .write(category)
  }

  /// Deleting a category (its habits keep going without one) needs it stored.
  static func delete(_ id: CategoryID, existing: [Category]) throws(StoreError) {
    guard existing.contains(where: { $0.id == id }) else { throw .categoryNotFound(id) }
  }
}
