import RippleCore

/// Whether a `since` can be answered with changes alone.
package enum ChangeWindow {
  /// The sequence to read changes after: `since`, or 0 for a full answer (`reset` says whether
  /// the client must replace its replica).
  package static func start(
    since: Int64, current: Int64, resetAt: Int64
  ) -> (after: Int64, reset: Bool) {
    if since <= 0 { return (0, false) }
    if since < resetAt || since > current { return (0, true) }
    return (since, false)
  }
}
