import RippleCore

/// What a backend offers so the reads and writes that are shared statements are written once,
/// here: running statements in one transaction, and answering a query.
public protocol SharedStatementStore: Sendable {
  /// Runs `statements` in order, in one transaction.
  func run(_ statements: [SharedStatement]) async throws

  /// The values of every row `query` answers, in its order.
  func all<Value: Sendable>(_ query: SharedQuery<Value>) async throws -> [Value]

  /// The backend's statement that adds the user's row to `users` unless it is there (the row
  /// that holds their change sequence; each database starts it its own way).
  static func ensuringUser(_ user: UserID) -> SharedStatement
}

extension SharedStatementStore {
  public func accessTokens(for user: UserID) async throws -> [AccessToken] {
    try await all(AccountStatements.accessTokens(of: user))
  }

  public func usersWithPushSubscriptions() async throws -> [UserID] {
    try await all(NotificationStatements.usersWithPushSubscriptions)
  }

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
