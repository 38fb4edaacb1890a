import RippleCore
import RippleWire

/// A category as JSON: `{"id", "name", "color", "icon", "sortOrder"}`; `icon` is left out when
/// there is none, and older backups without it read as no icon.
public struct CategoryDTO: Codable, Sendable, Equatable {
  public var category: Category

  public init(_ category: Category) { self.category = category }

  enum CodingKeys: String, CodingKey { case id, name, color, icon, sortOrder }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    category = Category(
      id: CategoryID(try container.decode(String.self, forKey: .id)),
      name: try container.decode(String.self, forKey: .name),
      color: try container.decodeIfPresent(String.self, forKey: .color) ?? "#6366F1",
      icon: try container.decodeIfPresent(String.self, forKey: .icon),
      sortOrder: try container.decodeIfPresent(Int.self, forKey: .sortOrder) ?? 0)
  }

  /// Written as the API writes it (RippleWire's `StoredCategoryWire`), so a backup holds the
  /// same JSON as `/changes`.
  public func encode(to encoder: any Encoder) throws {
    try StoredCategoryWire(category).encodeWire(to: encoder)
  }
}
