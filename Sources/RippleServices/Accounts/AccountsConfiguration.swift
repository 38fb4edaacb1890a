import RippleStore

/// Who may create an account (`ripple serve --registration`).
public enum RegistrationMode: String, Sendable, CaseIterable {
  /// Anyone who reaches the server.
  case open
  /// Only with an invite code from an admin (the first account needs none).
  case invite
  /// Only `ripple users add` on the server's machine.
  case closed
}

/// Accounts mode (`ripple serve --accounts`): people sign in, and each sees only their own data.
public struct AccountsConfiguration: Sendable {
  public var registration: RegistrationMode
  /// Requests per minute per user (100).
  public var rateLimit: Int
  /// Believe `X-Forwarded-Proto` and `X-Forwarded-For` from the proxy in front.
  public var trustProxy: Bool
  /// Requests per minute per client address to the public sign-up, sign-in and token routes.
  public var authRouteLimit = 20
  /// How long a session lives after its sign-in however often it is used (milliseconds; ASVS
  /// 3.3 asks for an absolute lifetime).
  public var sessionAbsoluteLifetime: Int64 = 90 * 24 * 3600 * 1000
  /// bcrypt's cost; tests lower it, production keeps `PasswordHasher.defaultCost`.
  public var passwordHasher: PasswordHasher
  /// The most a private-mode account may keep sealed (tests lower it).
  public var privateItemLimit = PrivateItemLimit.standard

  public init(
    registration: RegistrationMode = .invite, rateLimit: Int = 100, trustProxy: Bool = false
  ) {
    self.registration = registration
    self.rateLimit = rateLimit
    self.trustProxy = trustProxy
    self.passwordHasher = PasswordHasher()
  }

  /// A session lives 30 days past its last use.
  public static let sessionLifetime: Int64 = 30 * 24 * 3600 * 1000
  /// A JWT access token lives 15 minutes.
  public static let accessTokenLifetime: Int64 = 15 * 60 * 1000
  /// A refresh token lives 30 days.
  public static let refreshTokenLifetime: Int64 = 30 * 24 * 3600 * 1000
  /// An invite code is good for 7 days.
  public static let inviteLifetime: Int64 = 7 * 24 * 3600 * 1000
}
