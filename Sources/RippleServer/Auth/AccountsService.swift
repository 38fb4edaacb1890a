import Foundation
import Hummingbird
import RippleCore
import RippleStore

/// What accounts mode does, apart from HTTP: sign-up, sign-in with throttling, sessions and
/// tokens. Secrets reach the store only as digests; passwords only as bcrypt hashes.
public final class AccountsService: Sendable {
  let store: any AccountRepository
  let configuration: AccountsConfiguration
  let clock: ServerClock
  let throttle = SignInThrottle()
  let limiter: RateLimiter
  let signer: AccessTokenSigner

  public init(
    store: any AccountRepository, configuration: AccountsConfiguration, clock: ServerClock
  ) {
    self.store = store
    self.configuration = configuration
    self.clock = clock
    self.limiter = RateLimiter(limit: configuration.rateLimit)
    self.signer = AccessTokenSigner(store: store, clock: clock)
  }

  var hasher: PasswordHasher { configuration.passwordHasher }

  /// A new session for `user`: the cookie's value (the secret) and its lifetime.
  func startSession(for user: UserID) async throws -> String {
    let secret = SecretToken.generate()
    let now = clock.nowMillis()
    try await store.createSession(
      SessionRecord(
        idHash: secret.digest, user: user, createdAt: now,
        expiresAt: now + AccountsConfiguration.sessionLifetime, lastSeenAt: now))
    return secret.value
  }

  /// Creates the account after checking the registration mode, the email and the password.
  func register(email: String, password: String, inviteCode: String?) async throws -> Account {
    if configuration.registration == .closed {
      throw APIError(
        .forbidden, code: "registration_closed",
        message: "This server does not take new accounts; ask its admin")
    }
    let email = try Self.validEmail(email)
    if let problem = PasswordPolicy.problem(with: password, email: email) {
      throw APIError.invalid(problem, field: "password")
    }
    var invite = InviteRule.notNeeded
    if configuration.registration == .invite {
      let code = inviteCode?.trimmingWhitespace() ?? ""
      invite = .neededAfterFirst(codeHash: code.isEmpty ? nil : SecretToken.digest(of: code))
    }
    let hash = await hasher.hash(password)
    return try await store.createAccount(
      email: email, passwordHash: hash, newID: UserID(UUID().uuidString.lowercased()),
      invite: invite, now: clock.nowMillis())
  }

  /// The account whose password this is, or 401; 429 past the failed attempts allowed. An
  /// unknown email and a wrong password get the same answer after the same work.
  func verifyCredentials(
    email: String, password: String, address: String?
  ) async throws
    -> Account
  {
    let email = (try? Self.validEmail(email)) ?? email.lowercased()
    let keys = ["email:" + email, "address:" + (address ?? "unknown")]
    let now = clock.nowMillis()
    if let wait = throttle.retryAfter(keys, now: now) {
      throw APIError.tooManyRequests(
        "Too many failed sign-ins; try again in \(wait / 60 + 1) minutes", retryAfter: wait)
    }
    guard let account = try await store.account(email: email) else {
      await hasher.verifyAgainstDummy(password)
      throttle.recordFailure(keys, now: now)
      throw Self.wrongCredentials
    }
    guard await hasher.verify(password, hash: account.passwordHash) else {
      throttle.recordFailure(keys, now: now)
      throw Self.wrongCredentials
    }
    throttle.reset(keys[0])
    return account
  }

  /// Checks the signed-in user's own password (for password change and deletion), throttled
  /// like sign-in.
  func confirmPassword(_ password: String, of user: UserID, field: String) async throws -> Account {
    guard let account = try await store.account(user) else { throw APIError.unauthenticated() }
    let key = ["confirm:" + user.rawValue]
    let now = clock.nowMillis()
    if let wait = throttle.retryAfter(key, now: now) {
      throw APIError.tooManyRequests("Too many wrong passwords; try again later", retryAfter: wait)
    }
    guard await hasher.verify(password, hash: account.passwordHash) else {
      throttle.recordFailure(key, now: now)
      throw APIError(
        .forbidden, code: "wrong_password", message: "The password is not right", field: field)
    }
    return account
  }

  static var wrongCredentials: APIError {
    APIError(.unauthorized, code: "invalid_credentials", message: "The email or password is wrong")
  }

  static func validEmail(_ text: String) throws(APIError) -> String {
    switch EmailAddress.normalized(text) {
    case .success(let email): return email
    case .failure(let problem): throw APIError.invalid(problem.message, field: "email")
    }
  }

  /// The service in accounts mode; 404 in local mode, where these routes do not exist.
  static func required(_ accounts: AccountsService?) throws(APIError) -> AccountsService {
    guard let accounts else {
      throw APIError.notFound("Accounts are off: this server runs in local mode")
    }
    return accounts
  }

  /// The client's address: the proxy's last `X-Forwarded-For` entry with `--trust-proxy`.
  func clientAddress(_ request: Request, _ context: AppRequestContext) -> String? {
    if configuration.trustProxy,
      let forwarded = request.headers[.xForwardedFor]?.split(separator: ",").last
    {
      return String(forwarded).trimmingWhitespace()
    }
    return context.peerAddress
  }
}
