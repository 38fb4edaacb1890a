import RippleCore

/// A category with the number of habits in it; `icon` is always there, null when none.
public struct CategoryJSON: WireObject, Sendable {
  public var category: Category
  public var habitCount: Int

  public init(_ category: Category, habitCount: Int) {
    self.category = category
    self.habitCount = habitCount
  }

  public static let wireName = "Category"
  public static let wireSummary = "A category, with the number of habits in it"
  public static let wireFields: [WireField<CategoryJSON>] = [
    WireField("id") { $0.category.id.rawValue },
    WireField("name") { $0.category.name },
    WireField("color", "#RRGGBB") { $0.category.color },
    .nullable("icon", "The category's icon name or emoji; null when none was chosen") {
      $0.category.icon
    },
    WireField("sortOrder") { $0.category.sortOrder },
    WireField("habitCount") { $0.habitCount },
  ]
}

/// `GET /api/v1/categories`.
public struct CategoryListJSON: WireObject, Sendable {
  public var categories: [CategoryJSON]

  public init(_ categories: [CategoryJSON]) { self.categories = categories }

  public static let wireName = "CategoryList"
  public static let wireSummary = "The user's categories, in their order"
  public static let wireFields: [WireField<CategoryListJSON>] = [
    WireField("categories") { $0.categories }
  ]
}
