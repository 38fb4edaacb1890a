import RippleCore
import RippleStore

extension AccountsService {
  /// Sets the user's password: every other session, every refresh token and every personal
  /// access token ends, and JWT access tokens issued before now are refused.
  /// `keepingSession` is the session that asked, which stays signed in.
  public func setPassword(
    _ password: String, for user: UserID, keepingSession: String? = nil
  ) async throws {
    try await store.setPassword(
      await hasher.hash(password), for: user, keepingSession: keepingSession,
      now: clock.nowMillis())
  }
}
