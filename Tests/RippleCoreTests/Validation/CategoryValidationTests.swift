import RippleCore
import Testing

@Suite struct CategoryValidationTests {
  private let health = Category(id: CategoryID("health"), name: "Health")

  private func assertInvalid(
    _ category: Category, _ message: String, field: String = "name",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      throws: ValidationError(field: field, message: message), sourceLocation: sourceLocation
    ) {
      try CategoryValidation.validated(category, among: [health])
    }
  }

  @Test func rules() throws {
    let new = CategoryID("new")
    assertInvalid(Category(id: new, name: "  "), "Please enter a category name")
    assertInvalid(
      Category(id: new, name: String(repeating: "c", count: 31)),
      "Category name must be 30 characters or fewer")
    assertInvalid(Category(id: new, name: "HEALTH"), "A category with this name already exists")
    assertInvalid(
      Category(id: new, name: "Work", color: "blue"), "Colour must be a hex colour like #10B981",
      field: "color")
    assertInvalid(
      Category(id: new, name: "Work", icon: "\u{200B} "), "Please choose an icon", field: "icon")
    assertInvalid(
      Category(id: new, name: "Work", icon: String(repeating: "x", count: 41)),
      "Please choose an icon", field: "icon")
    assertInvalid(
      Category(id: new, name: "Work", icon: "he\nart"),
      "Text can't contain control characters or line breaks", field: "icon")
    #expect(
      try CategoryValidation.validated(Category(id: new, name: "Work", icon: "🎯"), among: [health])
        .icon == "🎯")
    #expect(
      try CategoryValidation.validated(Category(id: new, name: " Work "), among: [health]).name
        == "Work")
    #expect(try CategoryValidation.validated(health, among: [health]).name == "Health")
  }
}
