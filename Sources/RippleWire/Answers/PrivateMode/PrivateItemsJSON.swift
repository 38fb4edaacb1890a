#if !hasFeature(Embedded)
/// `GET|PUT /api/v1/private/items`: a private-mode account's sealed items, which only its
/// devices can open.
public struct PrivateItemsJSON: WireObject, Sendable {
  public var items: [PrivateItemJSON]

  public init(items: [PrivateItemJSON]) { self.items = items }

  public static let wireName = "PrivateItems"
  public static let wireSummary = "Sealed items, oldest first"
  public static let wireFields: [WireField<PrivateItemsJSON>] = [
    WireField("items") { $0.items }
  ]
}

/// One sealed item: the words of a habit, a day, a category, a goal or a roadmap.
public struct PrivateItemJSON: WireObject, Sendable {
  public var kind: String
  public var id: String
  public var sealed: String
  public var updatedAt: Int64

  public init(kind: String, id: String, sealed: String, updatedAt: Int64) {
    self.kind = kind
    self.id = id
    self.sealed = sealed
    self.updatedAt = updatedAt
  }

  public static let wireName = "PrivateItem"
  public static let wireSummary = "An item's words, sealed under the account key"
  public static let wireFields: [WireField<PrivateItemJSON>] = [
    WireField("kind", "habit, day, category, goal or roadmap") { $0.kind },
    WireField("id", "The item's id; a day's is \"habit id/yyyy-mm-dd\"") { $0.id },
    WireField("sealed", "AES-256-GCM under the account key, base64") { $0.sealed },
    WireField("updatedAt", "When the server saved it (ms since 1970)") { $0.updatedAt },
  ]
}
#endif
