import RippleCore

/// A category with the number of habits in it.
struct CategoryJSON: Encodable, Sendable {
  var id: String
  var name: String
  var color: String
  var sortOrder: Int
  var habitCount: Int

  init(_ category: Category, habitCount: Int) {
    id = category.id.rawValue
    name = category.name
    color = category.color
    sortOrder = category.sortOrder
    self.habitCount = habitCount
  }
}
