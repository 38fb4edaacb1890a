/// The rules a category must satisfy.
public enum CategoryValidation {
  public static func validated(
    _ category: Category, among others: [Category]
  )
    throws(ValidationError) -> Category
  {
    var category = category
    category.name = category.name.trimmed
    guard !TextRules.isBlank(category.name) else {
      throw ValidationError(field: "name", message: "Please enter a category name")
    }
    try TextRules.check(
      category.name, field: "name", limit: Limits.categoryNameLength,
      tooLong: "Category name must be \(Limits.categoryNameLength) characters or fewer")
    let folded = category.name.folded
    if others.contains(where: { $0.id != category.id && $0.name.folded == folded }) {
      throw ValidationError(field: "name", message: "A category with this name already exists")
    }
    guard HabitValidation.isHexColor(category.color) else {
      throw ValidationError(field: "color", message: "Colour must be a hex colour like #10B981")
    }
    if let icon = category.icon { try TextRules.checkIcon(icon) }
    return category
  }
}
