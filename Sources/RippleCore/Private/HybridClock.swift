/// A device's hybrid logical clock: it stamps the device's changes (`stamp(wall:)`) and moves past
/// every stamp the device hears of (`receive(_:wall:)`), so the device's next change orders after
/// everything it has seen, however far its wall clock lags.
public struct HybridClock: Sendable {
  /// How far ahead of this device's wall clock a stamp it hears of may be: a change stamped more
  /// than a day ahead came from a clock set wrong (or a hostile one), and following it would make
  /// every later write of every device lose to it.
  public static let maximumDrift: Int64 = 24 * 60 * 60 * 1000

  public let device: String
  /// The latest stamp made or heard of.
  public private(set) var last: HybridStamp

  public init(device: String, last: HybridStamp? = nil) {
    self.device = device
    self.last = last ?? HybridStamp(millis: 0, counter: 0, device: device)
  }

  /// The stamp of a change made now, `wall` being the device's clock in milliseconds.
  public mutating func stamp(wall: Int64) -> HybridStamp {
    if wall > last.millis {
      last = HybridStamp(millis: wall, counter: 0, device: device)
    } else {
      last = HybridStamp(millis: last.millis, counter: last.counter &+ 1, device: device)
    }
    return last
  }

  /// Moves the clock past `remote`, a stamp this device has just heard of. Refuses (and ignores)
  /// a stamp more than `maximumDrift` ahead of `wall`.
  public mutating func receive(_ remote: HybridStamp, wall: Int64) throws(HybridClockError) {
    guard remote.millis <= max(wall, last.millis) + Self.maximumDrift else {
      throw .aheadOfTime(remote)
    }
    let millis = max(wall, last.millis, remote.millis)
    var counter: Int32 = 0
    if millis == last.millis && millis == remote.millis {
      counter = max(last.counter, remote.counter) &+ 1
    } else if millis == last.millis {
      counter = last.counter &+ 1
    } else if millis == remote.millis {
      counter = remote.counter &+ 1
    }
    last = HybridStamp(millis: millis, counter: counter, device: device)
  }
}

/// Why a device's clock refused a stamp (`HybridClock.receive`).
public enum HybridClockError: Error, Equatable, Sendable {
  /// The stamp is more than a day ahead of this device's clock.
  case aheadOfTime(HybridStamp)
}
