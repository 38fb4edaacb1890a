import RippleCore

/// The engine's category rules, as `StoreError`s.
enum CategoryRules {
  static func validated(
    _ category: Category, among others: [Category]
  ) throws(StoreError)
    -> Category
  {
    do {
      return try CategoryValidation.validated(category, among: others)
    } catch {
      throw StoreError(error)
    }
  }
}
