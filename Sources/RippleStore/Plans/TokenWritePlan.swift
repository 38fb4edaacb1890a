import RippleCore

/// The rules of using a credential, decided over its stored row: when an access token's use is
/// recorded, and what a refresh token allows.
package enum TokenWritePlan {
  /// An access token's last use is kept to the minute: recording it on every request would make
  /// every read a write.
  package static let useRecordInterval: Int64 = 60_000

  /// Whether a use at `now` is recorded (the last one recorded is a minute old or more, or none).
  package static func recordsUse(lastUsedAt: Int64?, now: Int64) -> Bool {
    (lastUsedAt ?? 0) < now - useRecordInterval
  }

  /// What presenting a refresh token does.
  enum RefreshStep: Equatable {
    /// Unknown or expired: refused, nothing changes.
    case refuse
    /// Used or revoked before: a stolen copy may be in use, so its whole family is revoked.
    case revokeFamily
    /// Used up, and a new token of the same family and user takes its place.
    case rotate
  }

  /// The step for a stored refresh token (nil when none has the digest presented).
  static func refresh(
    usedAt: Int64?, revokedAt: Int64?, expiresAt: Int64, now: Int64
  ) -> RefreshStep {
    if usedAt != nil || revokedAt != nil { return .revokeFamily }
    return expiresAt > now ? .rotate : .refuse
  }
}
