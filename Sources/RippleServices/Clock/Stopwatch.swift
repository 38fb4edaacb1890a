/// Milliseconds of real time since the stopwatch was made, read from a monotonic clock, so they
/// never run backwards when the wall clock is set.
public struct Stopwatch: Sendable {
  private let read: @Sendable () -> Int64

  /// Starts now, on the system's monotonic clock.
  public init() {
    let clock = ContinuousClock()
    let start = clock.now
    self.read = {
      let elapsed = start.duration(to: clock.now).components
      return elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000
    }
  }

  /// Reports what `read` says; for tests of the clocks built on it.
  public init(reading read: @escaping @Sendable () -> Int64) {
    self.read = read
  }

  public func elapsedMillis() -> Int64 { read() }
}
