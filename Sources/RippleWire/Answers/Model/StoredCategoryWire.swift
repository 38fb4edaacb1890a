#if !hasFeature(Embedded)
import RippleCore

/// A category as stored (the API document's `StoredCategory`, which backups and `/changes` hold,
/// and a restore sends): `icon` is left out when there is none.
public struct StoredCategoryWire: WireValue, Sendable {
  public var category: Category

  public init(_ category: Category) { self.category = category }

  public static var wireType: WireType { .named("StoredCategory") }

  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("id", category.id.rawValue)
      json.field("name", category.name)
      json.field("color", category.color)
      if let icon = category.icon { json.field("icon", icon) }
      json.field("sortOrder", category.sortOrder)
    }
  }

  public func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
}
#endif
