/// When a private-mode device made a change, by a hybrid logical clock (Kulkarni et al., 2014):
/// the wall-clock milliseconds the device had seen, a counter for changes within one millisecond
/// (or made while its clock lagged behind one it had heard from), and the device, to break ties.
///
/// Stamps order every change of every device totally, and a device's later change always comes
/// after everything it had seen before making it, whatever its own clock said: a phone whose clock
/// runs an hour slow still overwrites what it has just synced. This order, not a device's wall
/// clock, decides which of two writes of one day wins (`LastWriterWins`).
public struct HybridStamp: Comparable, Hashable, Sendable {
  /// Milliseconds since 1970, as the clock had seen them (never behind an earlier stamp).
  public var millis: Int64
  /// Changes made within `millis` before this one.
  public var counter: Int32
  /// The device that made the change (a random id each device keeps).
  public var device: String

  public init(millis: Int64, counter: Int32 = 0, device: String) {
    self.millis = millis
    self.counter = counter
    self.device = device
  }

  /// Before every real stamp: what a register holds before anything was written.
  public static let zero = HybridStamp(millis: 0, counter: 0, device: "")

  public static func < (lhs: HybridStamp, rhs: HybridStamp) -> Bool {
    if lhs.millis != rhs.millis { return lhs.millis < rhs.millis }
    if lhs.counter != rhs.counter { return lhs.counter < rhs.counter }
    return lhs.device.utf8.lexicographicallyPrecedes(rhs.device.utf8)
  }

  /// The stamp as text, which sorts as the stamps do for stamps of one device-id length:
  /// "0001764460800000-0000000003-phone".
  public var text: String {
    Day.padded(Int(millis), to: 16) + "-" + Day.padded(Int(counter), to: 10) + "-" + device
  }

  /// The stamp `text` wrote, or nil when `text` is not one.
  public init?(text: String) {
    let parts = text.split(separator: "-", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 16, parts[1].count == 10, !parts[2].isEmpty,
      let millis = Int64(parts[0]), let counter = Int32(parts[1]), millis >= 0, counter >= 0
    else { return nil }
    self.init(millis: millis, counter: counter, device: String(parts[2]))
  }
}
