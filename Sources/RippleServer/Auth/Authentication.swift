import RippleCore
import RippleStore

/// How a request proved whose it is.
public enum Authentication: Sendable, Equatable {
  /// Local mode: the one implicit user.
  case local
  /// Accounts mode, no credentials (only public routes answer).
  case anonymous
  /// A browser session: the digest of its cookie.
  case session(idHash: String)
  /// A personal access token: its public id, what it may do, and the habits it may check in
  /// (nil: every habit).
  case accessToken(id: String, scope: AccessTokenScope, habits: [HabitID]? = nil)
  /// A JWT access token.
  case jwt

  var isSignedIn: Bool {
    switch self {
    case .local, .anonymous: return false
    case .session, .accessToken, .jwt: return true
    }
  }
}
