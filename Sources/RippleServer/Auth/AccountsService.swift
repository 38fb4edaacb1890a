import Foundation
import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// What accounts mode does, apart from HTTP: sign-up, sign-in with throttling, sessions and
/// tokens. Secrets reach the store only as digests; passwords only as bcrypt hashes.
public final class AccountsService: Sendable {
  let store: any AccountRepository
  let configuration: AccountsConfiguration
  let clock: ServerClock
  let throttle: SignInThrottle
  let limiter: RateLimiter
  /// Requests to the public sign-up, sign-in and token routes per client address.
  let authRouteLimiter: RateLimiter
  let signer: AccessTokenSigner
  /// Invites, passwords, personal access tokens and the signing key, as `ripple users` does them.
  public let admin: AccountAdministration

  public init(
    store: any AccountRepository, configuration: AccountsConfiguration, clock: ServerClock
  ) {
    self.store = store
    self.configuration = configuration
    self.clock = clock
    self.throttle = SignInThrottle(store: store)
    self.limiter = RateLimiter(limit: configuration.rateLimit)
    self.authRouteLimiter = RateLimiter(limit: configuration.authRouteLimit)
    let signer = AccessTokenSigner(store: store, clock: clock)
    self.signer = signer
    self.admin = AccountAdministration(
      store: store, hasher: configuration.passwordHasher, clock: clock, signer: signer)
  }

  var hasher: PasswordHasher { configuration.passwordHasher }

  /// A new session for `user`: the cookie's value (the secret) and its lifetime.
  func startSession(for user: UserID) async throws -> String {
    let secret = SecretToken.generate()
    let now = clock.nowMillis()
    try await store.createSession(
      SessionRecord(
        idHash: secret.digest, user: user, createdAt: now,
        expiresAt: sessionExpiry(createdAt: now, now: now), lastSeenAt: now))
    return secret.value
  }

  /// When a session used at `now` ends: 30 days on, but never past its absolute lifetime.
  func sessionExpiry(createdAt: Int64, now: Int64) -> Int64 {
    min(
      now + AccountsConfiguration.sessionLifetime,
      createdAt + configuration.sessionAbsoluteLifetime)
  }

  /// The session cookie's `Max-Age`, in seconds, for a session started at `createdAt` and used
  /// at `now`: the browser keeps the cookie exactly as long as the server would accept it.
  func cookieMaxAge(createdAt: Int64, now: Int64) -> Int64 {
    (sessionExpiry(createdAt: createdAt, now: now) - now) / 1000
  }

  /// Creates the account after checking, in this order, the registration mode, the invite,
  /// the email and the password, and only then hashes the password. Nothing about the email is
  /// answered before the invite passed, so without one a taken email answers as a free one.
  func register(email: String, password: String, inviteCode: String?) async throws -> Account {
    if configuration.registration == .closed {
      throw APIError(
        .forbidden, code: .registrationClosed,
        message: "This server does not take new accounts; ask its admin")
    }
    let invite = try await checkedInvite(inviteCode)
    let email = try Self.validEmail(email)
    if try await store.account(email: email) != nil {
      throw StoreError.conflict("An account with this email already exists")
    }
    if let problem = PasswordPolicy.problem(with: password, email: email) {
      throw APIError.invalid(problem, field: "password")
    }
    let hash = await hasher.hash(password)
    return try await store.createAccount(
      email: email, passwordHash: hash, newID: UserID(UUID().uuidString.lowercased()),
      invite: invite, now: clock.nowMillis())
  }

  /// What sign-up needs of an invite; throws as the store would (422 `inviteCode`) when one is
  /// needed and missing or not usable. The store checks again when it uses it up.
  private func checkedInvite(_ inviteCode: String?) async throws -> InviteRule {
    guard configuration.registration == .invite else { return .notNeeded }
    let code = inviteCode?.trimmingWhitespace() ?? ""
    let codeHash = code.isEmpty ? nil : SecretToken.digest(of: code)
    guard try await store.accountCount() > 0 else {
      return .neededAfterFirst(codeHash: codeHash)
    }
    guard let codeHash else {
      throw StoreError.invalid(
        field: "inviteCode", message: "An invite code is needed to sign up here")
    }
    guard try await store.inviteIsUsable(codeHash: codeHash, now: clock.nowMillis()) else {
      throw StoreError.invalid(
        field: "inviteCode", message: "This invite code is unknown, used or expired")
    }
    return .neededAfterFirst(codeHash: codeHash)
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
    let reservation = try await throttle.reserve(keys, now: clock.nowMillis()) { wait in
      "Too many failed sign-ins; try again in \(wait / 60 + 1) minutes"
    }
    // No password is set with a control character, so one with it is wrong: no check needed.
    guard !PasswordPolicy.hasForbiddenCharacters(password) else { throw Self.wrongCredentials }
    guard let account = try await store.account(email: email) else {
      await hasher.verifyAgainstDummy(password)
      throw Self.wrongCredentials
    }
    guard await hasher.verify(password, hash: account.passwordHash) else {
      throw Self.wrongCredentials
    }
    try await throttle.release(reservation)
    try await throttle.reset(keys[0])
    return account
  }

  /// Checks the signed-in user's own password (for password change and deletion), throttled
  /// like sign-in: per account and per client address, so stolen sessions of several accounts
  /// used from one place share one budget of guesses.
  func confirmPassword(
    _ password: String, of user: UserID, field: String, address: String?
  ) async throws -> Account {
    guard let account = try await store.account(user) else { throw APIError.unauthenticated() }
    let keys = ["confirm:" + user.rawValue, "confirm-address:" + (address ?? "unknown")]
    let reservation = try await throttle.reserve(keys, now: clock.nowMillis()) { _ in
      "Too many wrong passwords; try again later"
    }
    guard !PasswordPolicy.hasForbiddenCharacters(password),
      await hasher.verify(password, hash: account.passwordHash)
    else {
      throw APIError(
        .forbidden, code: .wrongPassword, message: "The password is not right", field: field)
    }
    try await throttle.release(reservation)
    return account
  }

  static var wrongCredentials: APIError {
    APIError(.unauthorized, code: .invalidCredentials, message: "The email or password is wrong")
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
