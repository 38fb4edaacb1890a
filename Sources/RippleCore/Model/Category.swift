/// A user's grouping of habits (Health, Work, …).
public struct Category: Hashable, Sendable, Identifiable {
  public var id: CategoryID
  public var name: String
  public var color: String
  /// The name of an icon in the web app's icon set (or an emoji); `nil` when none was chosen.
  public var icon: String?
  public var sortOrder: Int

  public init(
    id: CategoryID, name: String, color: String = "#6366F1", icon: String? = nil,
    sortOrder: Int = 0
  ) {
    self.id = id
    self.name = name
    self.color = color
    self.icon = icon
    self.sortOrder = sortOrder
  }
}
