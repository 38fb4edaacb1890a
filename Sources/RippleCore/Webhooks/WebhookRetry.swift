/// When a webhook delivery that failed is tried again, and when an endpoint is given up on: the
/// schedule Standard Webhooks suggests (immediately, then after 5 seconds, 5 minutes, 30
/// minutes, 2, 5, 10 and 10 hours), and an endpoint disabled after `disablingFailures`
/// deliveries in a row failed for good.
public enum WebhookRetry {
  /// Seconds to wait before each retry: the delay before attempt `n + 2` is `delays[n]`.
  public static let delays: [Int64] = [5, 300, 1_800, 7_200, 18_000, 36_000, 36_000]

  /// Attempts a delivery gets in all.
  public static var attempts: Int { delays.count + 1 }

  /// Deliveries in a row that failed every attempt, after which the endpoint is disabled.
  public static let disablingFailures = 5

  /// The milliseconds after which attempt number `made + 1` is due, `made` attempts having
  /// failed at `now`; nil when none is left.
  public static func nextAttempt(after made: Int, failedAt now: Int64) -> Int64? {
    guard made >= 1, made <= delays.count else { return nil }
    return now + delays[made - 1] * 1_000
  }

  /// Whether an endpoint with `failures` deliveries in a row failed for good is disabled.
  public static func disables(after failures: Int) -> Bool {
    failures >= disablingFailures
  }
}
