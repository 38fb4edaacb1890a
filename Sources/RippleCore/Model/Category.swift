/// A user's grouping of habits (Health, Work, …).
public struct Category: Hashable, Sendable, Identifiable {
  public var id: CategoryID
  public var name: String
  public var color: String
  public var sortOrder: Int

  public init(id: CategoryID, name: String, color: String = "#6366F1", sortOrder: Int = 0) {
    self.id = id
    self.name = name
    self.color = color
    self.sortOrder = sortOrder
  }
}
