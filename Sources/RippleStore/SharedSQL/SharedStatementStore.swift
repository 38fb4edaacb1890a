import RippleCore

/// What a backend offers so the writes that are one shared statement are written once, here:
/// running statements in one transaction.
public protocol SharedStatementStore: Sendable {
  /// Runs `statements` in order, in one transaction.
  func run(_ statements: [SharedStatement]) async throws

  /// The backend's statement that adds the user's row to `users` unless it is there (the row
  /// that holds their change sequence; each database starts it its own way).
  static func ensuringUser(_ user: UserID) -> SharedStatement
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

  public func addSnooze(_ snooze: ReminderSnooze, day: Day, for user: UserID) async throws {
    try await run([
      Self.ensuringUser(user), NotificationStatements.snooze(snooze, day: day, user: user),
    ])
  }
}
