import RippleCore

/// Accounts, sessions and tokens. Only digests of secrets reach the store; every method is one
/// transaction. `SQLiteStore` and `PostgresStore` implement it.
public protocol AccountRepository: Sendable {
  // MARK: Accounts
  func accountCount() async throws -> Int
  /// Creates the account. The first account ever becomes the admin and takes over the local
  /// user's data (its id is `UserID.local`); later ones get `newID`, and, when `invite` asks,
  /// must bring an invite that is unused and unexpired at `now`, which they use up (decided in
  /// the same transaction, so two first sign-ups at once cannot both skip the invite).
  /// Throws `StoreError.conflict` when the email is taken, `.invalid(field: "inviteCode")`
  /// for a missing or bad invite.
  func createAccount(
    email: String, passwordHash: String, newID: UserID, invite: InviteRule, now: Int64
  ) async throws -> Account
  /// Stores `account` as it is (id, admin flag and all): `ripple migrate-store` copying one
  /// store into another. Throws `StoreError.conflict` when the email or id is taken.
  func copyAccount(_ account: Account) async throws
  func account(email: String) async throws -> Account?
  func account(_ user: UserID) async throws -> Account?
  /// Every account, oldest first.
  func accounts() async throws -> [Account]
  /// Sets the password, records `now` as when it changed, ends every session and refresh token
  /// of the user but `keepingSession` (the one that changed it) and revokes every personal
  /// access token.
  func setPassword(
    _ hash: String, for user: UserID, keepingSession: String?, now: Int64
  ) async throws
  func setAdmin(_ isAdmin: Bool, for user: UserID) async throws
  /// Removes every row of the user (data, settings, notifications, calendar feed, licences,
  /// sessions, tokens, account, the user's own row) and their id from the invites they used,
  /// in one transaction.
  func deleteAccount(_ user: UserID) async throws

  // MARK: Sessions
  func createSession(_ session: SessionRecord) async throws
  /// Slides the expiry.
  func touchSession(idHash: String, lastSeenAt: Int64, expiresAt: Int64) async throws
  func deleteSession(idHash: String) async throws

  // MARK: Personal access tokens
  func createAccessToken(_ token: AccessToken) async throws
  /// The user's tokens, revoked ones included, oldest first.
  func accessTokens(for user: UserID) async throws -> [AccessToken]
  /// Revokes the user's token; false when the user has no such live token.
  func revokeAccessToken(id: String, for user: UserID, now: Int64) async throws -> Bool

  // MARK: Invites
  func createInvite(codeHash: String, by user: UserID?, now: Int64, expiresAt: Int64) async throws
  /// Whether the invite is unused and unexpired at `now` (a check before the work of a
  /// sign-up; `createAccount` decides again when it uses the invite).
  func inviteIsUsable(codeHash: String, now: Int64) async throws -> Bool

  // MARK: Password attempts
  /// Counts one attempt under every key of `keys` at `now`, as reservation `id`, unless a key
  /// already holds `limit` attempts newer than `now - window`: then records nothing and says
  /// when to retry. Forgets attempts older than the window. Counting and recording are one
  /// transaction, across processes, so parallel attempts cannot overrun the limit.
  func reserveAttempt(
    id: String, keys: [String], limit: Int, window: Int64, now: Int64
  ) async throws -> AttemptReservation
  /// Gives back the attempts of reservation `id`.
  func releaseAttempt(id: String) async throws
  /// Forgets every attempt under `key`.
  func clearAttempts(key: String) async throws

  // MARK: JWT signing keys
  /// Keys that are not retired, newest first.
  func signingKeys() async throws -> [SigningKey]
  /// Adds `key` and retires every other key at `key.createdAt`.
  func rotateSigningKey(to key: SigningKey) async throws

  // MARK: Refresh tokens
  func createRefreshToken(_ token: RefreshToken) async throws
  /// Uses the token with `hash`: when it is current, marks it used and stores `next` (given
  /// its family and user by this method); when it was used or revoked before, revokes its
  /// whole family.
  func useRefreshToken(
    hash: String, next: RefreshToken, now: Int64
  ) async throws
    -> RefreshTokenUse
  /// Revokes every refresh token of the user.
  func revokeRefreshTokens(for user: UserID, now: Int64) async throws

  // MARK: Signing in, with the user's state at once
  /// The token with this digest, unless revoked, with its user's `UserState` when the store reads
  /// it in the same round trip (else nil: the caller reads it when it needs it); records the use
  /// (`TokenWritePlan.recordsUse`).
  func useAccessTokenWithState(
    hash: String, now: Int64
  ) async throws -> (token: AccessToken, state: UserState?)?
  /// The session, if it has not expired at `now`, with its user's `UserState` as
  /// `useAccessTokenWithState` gives it.
  func sessionWithState(
    idHash: String, now: Int64
  ) async throws -> (session: SessionRecord, state: UserState?)?
}

extension AccountRepository {
  /// The token with this digest, unless revoked; records the use.
  public func useAccessToken(hash: String, now: Int64) async throws -> AccessToken? {
    try await useAccessTokenWithState(hash: hash, now: now)?.token
  }

  /// The session, if it has not expired at `now`.
  public func session(idHash: String, now: Int64) async throws -> SessionRecord? {
    try await sessionWithState(idHash: idHash, now: now)?.session
  }
}

/// Whether an account needs an invite code.
public enum InviteRule: Sendable, Equatable {
  case notNeeded
  /// Every account but the first needs one: the digest of the code given, if any.
  case neededAfterFirst(codeHash: String?)
}
