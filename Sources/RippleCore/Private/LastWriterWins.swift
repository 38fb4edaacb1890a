/// A value that devices write independently and merge: the write with the later `HybridStamp`
/// wins, whichever device made it and in whichever order the writes arrive. A deletion is a write
/// of nil (a tombstone), so an older write arriving late cannot bring the value back.
///
/// Merging is commutative, associative and idempotent, so any two devices that have seen the same
/// writes hold the same value. Two writes with one stamp (which only a broken or hostile device
/// makes) are settled the same way everywhere: a deletion wins, then the greater value.
public struct LastWriterWins<Value: Comparable & Sendable>: Equatable, Sendable {
  /// The winning write's value; nil when deleted or never written.
  public private(set) var value: Value?
  public private(set) var stamp: HybridStamp

  public init(_ value: Value? = nil, stamp: HybridStamp = .zero) {
    self.value = value
    self.stamp = stamp
  }

  /// Writes `value` (nil to delete) at `stamp`, unless a later write is already held.
  public mutating func write(_ value: Value?, at stamp: HybridStamp) {
    guard stamp > self.stamp || (stamp == self.stamp && Self.beats(value, self.value)) else {
      return
    }
    self.value = value
    self.stamp = stamp
  }

  /// This register with `other`'s write taken in.
  public func merged(with other: LastWriterWins) -> LastWriterWins {
    var merged = self
    merged.write(other.value, at: other.stamp)
    return merged
  }

  /// Which of two writes with one stamp stands.
  private static func beats(_ value: Value?, _ held: Value?) -> Bool {
    guard let held else { return false }
    guard let value else { return true }
    return value > held
  }

  /// Whether it holds a deletion (a write of nil), rather than nothing at all.
  public var isTombstone: Bool { value == nil && stamp != .zero }
}
