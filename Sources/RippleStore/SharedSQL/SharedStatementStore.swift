import RippleCore

/// What a backend offers so the writes that are one shared statement are written once, here:
/// running statements in one transaction.
public protocol SharedStatementStore: Sendable {
  /// Runs `statements` in order, in one transaction.
  func run(_ statements: [SharedStatement]) async throws
}

extension SharedStatementStore {
  public func createSession(_ session: SessionRecord) async throws {
    try await run([AccountStatements.insert(session)])
  }

  public func createAccessToken(_ token: AccessToken) async throws {
    try await run([AccountStatements.insert(token)])
  }

  public func createRefreshToken(_ token: RefreshToken) async throws {
    try await run([AccountStatements.insert(token)])
  }

  public func createInvite(
    codeHash: String, by user: UserID?, now: Int64, expiresAt: Int64
  ) async throws {
    try await run([
      AccountStatements.invite(codeHash: codeHash, by: user, now: now, expiresAt: expiresAt)
    ])
  }
}
