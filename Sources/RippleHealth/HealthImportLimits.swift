/// The bounds that keep a hostile file from costing memory or time.
public struct HealthImportLimits: Hashable, Sendable {
  /// The longest tag the XML scanner holds; Apple's longest are well under 1 KB.
  public var maximumTagBytes = 64 * 1024
  /// The most one zip entry may inflate to (real exports pass 1 GB; 8 GB is far beyond them).
  public var maximumEntryBytes: UInt64 = 8 << 30
  /// Past `ratioAppliesFrom` bytes, an entry may inflate to at most this many times its
  /// compressed size (XML deflates about 10 to 30 times; a bomb of zeros, a thousand).
  public var maximumInflationRatio: UInt64 = 200
  public var ratioAppliesFrom: UInt64 = 64 << 20
  /// The largest Google Fit CSV read (a daily summary of ten years is about 2 MB).
  public var maximumCSVBytes = 64 << 20
  /// Bytes read or inflated at a time.
  public var chunkBytes = 256 * 1024

  public init() {}

  public static let standard = HealthImportLimits()
}
