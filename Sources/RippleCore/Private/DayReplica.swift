/// One habit's day as every private-mode device keeps it, merged without a server that can read
/// it: what was logged outright is a `LastWriterWins` register (a Yes, a No, a Skip, a typed value,
/// a clear), and each "+1" tap is kept on its own, stamped, so taps two offline devices made both
/// count once they meet.
///
/// A tap counts on top of the entry it followed: taps stamped before the winning entry were made
/// on what that entry replaced, and drop out; taps after it add to its value. Merging is
/// commutative, associative and idempotent (the entry by its stamp, the taps as a set).
public struct DayReplica: Equatable, Sendable {
  /// What the day holds outright: its state and value.
  public struct Entry: Comparable, Sendable {
    public var state: CheckInState
    public var value: Double?

    /// An arbitrary order, only to settle two writes with one stamp alike everywhere.
    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      if lhs.state != rhs.state { return lhs.state.rawValue < rhs.state.rawValue }
      return (lhs.value ?? -.infinity) < (rhs.value ?? -.infinity)
    }

    public init(state: CheckInState, value: Double? = nil) {
      self.state = state
      self.value = value
    }
  }

  /// One "+1" (or "+amount") tap of a device.
  public struct Tap: Equatable, Sendable {
    public var amount: Double
    public var stamp: HybridStamp

    public init(amount: Double, stamp: HybridStamp) {
      self.amount = amount
      self.stamp = stamp
    }
  }

  public private(set) var entry: LastWriterWins<Entry>
  /// The taps made after `entry`'s write, oldest first.
  public private(set) var taps: [Tap]

  public init(entry: LastWriterWins<Entry> = LastWriterWins(), taps: [Tap] = []) {
    self.entry = entry
    self.taps = []
    for tap in taps { insert(tap) }
  }

  /// Logs `entry` outright (nil clears the day) at `stamp`.
  public mutating func write(_ entry: Entry?, at stamp: HybridStamp) {
    self.entry.write(entry, at: stamp)
    taps.removeAll { $0.stamp <= self.entry.stamp }
  }

  /// Adds `amount` to the day's value at `stamp`.
  public mutating func add(_ amount: Double, at stamp: HybridStamp) {
    insert(Tap(amount: amount, stamp: stamp))
  }

  /// The day's value: the entry's (0 when none) plus every tap since.
  public var value: Double? {
    guard entry.value != nil || !taps.isEmpty else { return nil }
    return taps.reduce(entry.value?.value ?? 0) { $0 + $1.amount }
  }

  /// The latest change to the day, of the entry or a tap.
  public var stamp: HybridStamp { max(entry.stamp, taps.last?.stamp ?? .zero) }

  /// This day with everything `other` holds taken in.
  public func merged(with other: DayReplica) -> DayReplica {
    var merged = self
    merged.write(other.entry.value, at: other.entry.stamp)
    for tap in other.taps { merged.insert(tap) }
    return merged
  }

  /// Keeps `tap` once, in stamp order, if it came after the entry (of two taps with one stamp,
  /// the greater amount, alike everywhere).
  private mutating func insert(_ tap: Tap) {
    guard tap.stamp > entry.stamp else { return }
    let index = taps.firstIndex { $0.stamp >= tap.stamp } ?? taps.endIndex
    if index < taps.endIndex, taps[index].stamp == tap.stamp {
      taps[index].amount = max(taps[index].amount, tap.amount)
    } else {
      taps.insert(tap, at: index)
    }
  }
}
