/// How many sealed items an account keeps, and what their sealed texts weigh (bytes of base64).
public struct PrivateItemTotals: Hashable, Sendable {
  public var count: Int
  public var bytes: Int

  public init(count: Int = 0, bytes: Int = 0) {
    self.count = count
    self.bytes = bytes
  }
}

/// The most an account may keep sealed: far above a life of habits (twenty habits' daily notes
/// for ten years are 73,000 items), and small enough that the account's backup, its sealed items
/// beside every other row, stays under what a restore reads (`BackupDocument.maximumSize`).
public struct PrivateItemLimit: Hashable, Sendable {
  public var items: Int
  public var bytes: Int

  public init(items: Int, bytes: Int) {
    self.items = items
    self.bytes = bytes
  }

  public static let standard = PrivateItemLimit(items: 300_000, bytes: 96 << 20)

  /// Whether `saves` fit beside what the account keeps (`kept`). A save that replaces an item
  /// is counted as a new one: near the limit a rename may be refused, never the limit passed.
  public func admits(_ saves: [PrivateItemRecord], beside kept: PrivateItemTotals) -> Bool {
    kept.count + saves.count <= items
      && kept.bytes + saves.reduce(0) { $0 + $1.sealed.utf8.count } <= bytes
  }
}
