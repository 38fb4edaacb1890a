import RippleCore

extension UserRowStore {
  public func categories(for user: UserID) async throws -> [Category] {
    try await readRows(for: user, reading: .init(categories: true)).categories()
  }

  public func createCategory(
    _ category: Category, for user: UserID, today: Day
  ) async throws -> Category {
    let plans = self.plans
    return try await writeRows(for: user, reading: .init(settings: true, categories: true)) {
      rows in
      let category = try CategoryWritePlan.insert(
        category, existing: try rows.categories(), tier: try rows.tier(plans), today: today)
      return UserRowPlan(category, writes: [.category(category)])
    }
  }

  public func updateCategory(_ category: Category, for user: UserID) async throws -> Category {
    try await writeRows(for: user, reading: .init(categories: true)) { rows in
      UserRowPlan(
        try CategoryWritePlan.update(category, existing: try rows.categories()),
        as: UserRowWrite.category)
    }
  }

  public func updateCategory(
    _ id: CategoryID, for user: UserID, _ change: @escaping @Sendable (inout Category) -> Void
  ) async throws -> Category {
    try await writeRows(for: user, reading: .init(categories: true)) { rows in
      let existing = try rows.categories()
      guard var category = existing.first(where: { $0.id == id }) else {
        throw StoreError.categoryNotFound(id)
      }
      change(&category)
      return UserRowPlan(
        try CategoryWritePlan.update(category, existing: existing), as: UserRowWrite.category)
    }
  }

  /// Deletes the category; its habits become uncategorised.
  public func deleteCategory(_ id: CategoryID, for user: UserID) async throws {
    try await writeRows(for: user, reading: .init(categories: true)) { rows in
      try CategoryWritePlan.delete(id, existing: try rows.categories())
      return UserRowPlan((), writes: [.removeCategory(id)])
    }
  }
}
