import RippleCore

/// A category with the number of habits in it; `icon` is always present, null when none.
public struct CategoryJSON: Encodable, Sendable {
  public var id: String
  public var name: String
  public var color: String
  public var icon: String?
  public var sortOrder: Int
  public var habitCount: Int

  public init(_ category: Category, habitCount: Int) {
    id = category.id.rawValue
    name = category.name
    color = category.color
    icon = category.icon
    sortOrder = category.sortOrder
    self.habitCount = habitCount
  }

  public enum CodingKeys: String, CodingKey { case id, name, color, icon, sortOrder, habitCount }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encode(color, forKey: .color)
    try container.encode(icon, forKey: .icon)
    try container.encode(sortOrder, forKey: .sortOrder)
    try container.encode(habitCount, forKey: .habitCount)
  }
}
