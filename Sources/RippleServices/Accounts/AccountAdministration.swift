import RippleCore
import RippleStore

/// What an admin (or the account's owner) does to accounts, with no HTTP in it: invites,
/// passwords, personal access tokens and the JWT signing key. The server's routes and `ripple
/// users` both call it. Secrets reach the store only as digests; passwords only as bcrypt hashes.
public struct AccountAdministration: Sendable {
  /// Prefix of personal access tokens, so they are told apart from JWTs (and found by secret
  /// scanners).
  public static let accessTokenPrefix = "rpl_"
  /// The longest name of a personal access token, in characters.
  public static let tokenNameLength = 64

  let store: any AccountRepository
  let hasher: PasswordHasher
  let clock: ServerClock
  let signer: AccessTokenSigner

  public init(
    store: any AccountRepository, configuration: AccountsConfiguration, clock: ServerClock
  ) {
    self.init(
      store: store, hasher: configuration.passwordHasher, clock: clock,
      signer: AccessTokenSigner(store: store, clock: clock))
  }

  /// The server's: sharing the signer its requests verify tokens with, so a rotation is seen at once.
  package init(
    store: any AccountRepository, hasher: PasswordHasher, clock: ServerClock,
    signer: AccessTokenSigner
  ) {
    self.store = store
    self.hasher = hasher
    self.clock = clock
    self.signer = signer
  }

  /// A new invite code and when it expires.
  public func createInvite(by user: UserID?) async throws -> (String, Int64) {
    let code = SecretToken.generate().value
    let now = clock.nowMillis()
    let expiresAt = now + AccountsConfiguration.inviteLifetime
    try await store.createInvite(
      codeHash: SecretToken.digest(of: code), by: user, now: now, expiresAt: expiresAt)
    return (code, expiresAt)
  }

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

  /// Makes a personal access token; returns it with its secret, which is not stored. A name of
  /// no characters or more than 64, or with a control character (the rules of all text a person
  /// types), is refused on the field `name`. `habits` limits a `checkin` token to those habits
  /// (1 to 100 of them; the caller checks the user has them); other scopes take none.
  public func createAccessToken(
    named name: String, for user: UserID, scope: AccessTokenScope = .full,
    habits: [HabitID]? = nil
  ) async throws -> (AccessToken, String) {
    if let habits {
      guard scope == .checkin else {
        throw StoreError.invalid(
          field: "habits", message: "'habits' limits a checkin token only: give its scope too")
      }
      guard (1...100).contains(habits.count) else {
        throw StoreError.invalid(field: "habits", message: "'habits' must name 1 to 100 habits")
      }
    }
    let tooLong = "'name' must have 1 to 64 characters"
    do {
      try TextRules.check(name, field: "name", limit: Self.tokenNameLength, tooLong: tooLong)
    } catch {
      throw StoreError.invalid(field: error.field, message: error.message)
    }
    let name = name.trimmingWhitespace()
    guard !name.isEmpty else { throw StoreError.invalid(field: "name", message: tooLong) }
    let secret = SecretToken.generate(prefix: Self.accessTokenPrefix)
    let token = AccessToken(
      id: SecretToken.generate().value.prefix(16).lowercased(), tokenHash: secret.digest,
      user: user, name: name, createdAt: clock.nowMillis(), scope: scope,
      habits: habits.map { Array(Set($0)).sorted { $0.rawValue < $1.rawValue } })
    try await store.createAccessToken(token)
    return (token, secret.value)
  }

  /// Makes a new JWT signing key and retires the others: access tokens signed before stop
  /// working (`ripple users rotate-key`).
  public func rotateSigningKey() async throws {
    try await signer.rotate()
  }
}
