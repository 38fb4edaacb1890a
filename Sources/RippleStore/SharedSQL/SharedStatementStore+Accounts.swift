import RippleCore

/// Sessions, tokens, invites, password attempts and accounts' flags: written once, as shared
/// statements.
extension SharedStatementStore {
  public func accessTokens(for user: UserID) async throws -> [AccessToken] {
    try await all(AccountStatements.accessTokens(of: user))
  }

  public func createSession(_ session: SessionRecord) async throws {
    try await run([AccountStatements.insert(session)])
  }

  public func touchSession(idHash: String, lastSeenAt: Int64, expiresAt: Int64) async throws {
    try await run([
      SessionStatements.touch(idHash: idHash, lastSeenAt: lastSeenAt, expiresAt: expiresAt)
    ])
  }

  public func deleteSession(idHash: String) async throws {
    try await run([SessionStatements.delete(idHash: idHash)])
  }

  public func createAccessToken(_ token: AccessToken) async throws {
    try await run([AccountStatements.insert(token)])
  }

  public func createRefreshToken(_ token: RefreshToken) async throws {
    try await run([AccountStatements.insert(token)])
  }

  /// The token with digest `hash`, read and replaced in one transaction: used once, it gives way
  /// to `next` (its family and user); presented again, it revokes its whole family.
  public func useRefreshToken(
    hash: String, next: RefreshToken, now: Int64
  ) async throws -> RefreshTokenUse {
    try await write(reading: RefreshTokenStatements.stored(hash: hash)) {
      (found: [StoredRefreshToken]) -> SharedWrite<RefreshTokenUse> in
      guard let stored = found.first else { return SharedWrite(.invalid) }
      switch TokenWritePlan.refresh(
        usedAt: stored.usedAt, revokedAt: stored.revokedAt, expiresAt: stored.expiresAt, now: now)
      {
      case .refuse:
        return SharedWrite(.invalid)
      case .revokeFamily:
        return SharedWrite(
          .reused, [RefreshTokenStatements.revoke(family: stored.family, now: now)])
      case .rotate:
        var next = next
        next.family = stored.family
        next.user = stored.user
        return SharedWrite(
          .rotated(user: stored.user),
          [RefreshTokenStatements.markUsed(hash: hash, now: now), AccountStatements.insert(next)])
      }
    }
  }

  public func revokeRefreshTokens(for user: UserID, now: Int64) async throws {
    try await run([RefreshTokenStatements.revoke(user: user, now: now)])
  }

  public func createInvite(
    codeHash: String, by user: UserID?, now: Int64, expiresAt: Int64
  ) async throws {
    try await run([
      AccountStatements.invite(codeHash: codeHash, by: user, now: now, expiresAt: expiresAt)
    ])
  }

  public func releaseAttempt(id: String) async throws {
    try await run([AttemptStatements.release(id: id)])
  }

  public func clearAttempts(key: String) async throws {
    try await run([AttemptStatements.clear(key: key)])
  }

  public func setAdmin(_ isAdmin: Bool, for user: UserID) async throws {
    try await run([AccountStatements.setAdmin(isAdmin, for: user)])
  }
}
