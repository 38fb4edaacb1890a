/// A clock pinned for tests and demos: "now" starts at a chosen instant and moves on with the
/// real elapsed time, so writes still get increasing timestamps and minutes still pass.
extension ServerClock {
  /// Starts at `millis` (since 1970) and adds the milliseconds `elapsed` reports.
  public static func pinned(
    at millis: Int64, elapsed: Stopwatch = Stopwatch()
  ) -> ServerClock {
    ServerClock { millis + elapsed.elapsedMillis() }
  }
}
