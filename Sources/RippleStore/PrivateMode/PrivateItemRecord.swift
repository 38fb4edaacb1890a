import RippleCore

/// One private-mode item as the server keeps it: the words of a habit, a day, a category, a goal
/// or a roadmap, sealed on a device under the account key (`ItemSeal`). The server checks its
/// shape, keeps it beside the rows it belongs to and never opens it; the rows themselves hold
/// neutral words.
public struct PrivateItemRecord: Hashable, Sendable, Codable {
  /// The item's kind (`PrivateItem.Kind`'s raw value, never the account key's).
  public var kind: String
  /// The item's id: a habit's, category's or goal's id, or "habit id/day" for a day.
  public var id: String
  /// The sealed text, base64.
  public var sealed: String
  /// When it was saved, in milliseconds since 1970 (the server's clock).
  public var updatedAt: Int64

  public init(kind: String, id: String, sealed: String, updatedAt: Int64) {
    self.kind = kind
    self.id = id
    self.sealed = sealed
    self.updatedAt = updatedAt
  }
}
