/// The `updatedAt` a client sends with a write decides which of two writes of a day stands.
/// A clock far ahead must not lock a day forever, so a stamp later than the server's time plus
/// a small skew counts as the server's time plus that skew.
enum ClientTimestamp {
  /// Five minutes: more than honest clocks drift apart.
  static let allowedSkewMillis: Int64 = 5 * 60 * 1000

  static func clamped(_ updatedAt: Int64?, now: Int64) -> Int64 {
    guard let updatedAt else { return now }
    return min(updatedAt, now + allowedSkewMillis)
  }
}
