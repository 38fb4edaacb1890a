import PostgresNIO
import RippleCore
import RippleStore

extension PostgresStore: AccountRepository {
  static let accountColumns =
    "user_id, email, password_hash, is_admin, created_at, password_changed_at"

  static func account(_ row: PostgresRandomAccessRow) throws -> Account {
    Account(
      id: UserID(try row[0].decode(String.self)), email: try row[1].decode(String.self),
      passwordHash: try row[2].decode(String.self), isAdmin: try row[3].decode(Bool.self),
      createdAt: try row[4].decode(Int64.self),
      passwordChangedAt: try row[5].decode(Int64?.self))
  }

  public func accountCount() async throws -> Int {
    try await read { connection in
      try await connection.rows("SELECT count(*) FROM accounts").first?[0].decode(Int.self) ?? 0
    }
  }

  public func createAccount(
    email: String, passwordHash: String, newID: UserID, invite: InviteRule, now: Int64
  ) async throws -> Account {
    try await transaction { connection in
      // One sign-up at a time, across processes: two first sign-ups cannot both skip the invite.
      try await connection.run("SELECT pg_advisory_xact_lock(0, 1)")
      let count = try await connection.rows("SELECT count(*) FROM accounts")
      let plan = try AccountWritePlan.signUp(
        email: email, passwordHash: passwordHash, newID: newID, invite: invite, now: now,
        existingAccounts: try count.first?[0].decode(Int.self) ?? 0)
      let account = plan.account
      let id = account.id
      if let inviteHash = plan.inviteHash {
        let used = try await connection.rows(
          """
          UPDATE invites SET used_by = \(id.rawValue), used_at = \(now)
          WHERE code_hash = \(inviteHash) AND used_at IS NULL AND expires_at > \(now)
          RETURNING 1
          """)
        try AccountWritePlan.requireInviteUsed(changedRows: used.count)
      }
      let taken = try await connection.rows(
        "SELECT 1 FROM accounts WHERE lower(email) = lower(\(email))")
      try AccountWritePlan.requireFree(taken: !taken.isEmpty)
      try await connection.ensureUser(id)
      try await connection.run(
        """
        INSERT INTO accounts (user_id, email, password_hash, is_admin, created_at)
        VALUES (\(id.rawValue), \(email), \(passwordHash), \(account.isAdmin), \(now))
        """)
      return account
    }
  }

  public func copyAccount(_ account: Account) async throws {
    try await transaction { connection in
      let taken = try await connection.rows(
        """
        SELECT 1 FROM accounts
        WHERE lower(email) = lower(\(account.email)) OR user_id = \(account.id.rawValue)
        """)
      try AccountWritePlan.requireFree(taken: !taken.isEmpty)
      try await connection.ensureUser(account.id)
      try await connection.run(
        """
        INSERT INTO accounts (user_id, email, password_hash, is_admin, created_at,
        password_changed_at)
        VALUES (\(account.id.rawValue), \(account.email), \(account.passwordHash),
        \(account.isAdmin), \(account.createdAt), \(account.passwordChangedAt))
        """)
    }
  }

  public func account(email: String) async throws -> Account? {
    try await read { connection in
      try await connection.rows(
        """
        SELECT \(unescaped: Self.accountColumns) FROM accounts WHERE lower(email) = lower(\(email))
        """
      ).first.map(Self.account)
    }
  }

  public func account(_ user: UserID) async throws -> Account? {
    try await read { connection in
      try await connection.rows(
        "SELECT \(unescaped: Self.accountColumns) FROM accounts WHERE user_id = \(user.rawValue)"
      ).first.map(Self.account)
    }
  }

  public func accounts() async throws -> [Account] {
    try await read { connection in
      try await connection.rows(
        "SELECT \(unescaped: Self.accountColumns) FROM accounts ORDER BY created_at, user_id"
      ).map(Self.account)
    }
  }

  public func setPassword(
    _ hash: String, for user: UserID, keepingSession: String?, now: Int64
  ) async throws {
    try await transaction { connection in
      try await connection.run(
        """
        UPDATE accounts SET password_hash = \(hash), password_changed_at = \(now)
        WHERE user_id = \(user.rawValue)
        """)
      try await connection.run(
        """
        UPDATE access_tokens SET revoked_at = \(now)
        WHERE user_id = \(user.rawValue) AND revoked_at IS NULL
        """)
      try await connection.run(
        """
        DELETE FROM sessions WHERE user_id = \(user.rawValue)
        AND id_hash IS DISTINCT FROM \(keepingSession)
        """)
      try await connection.run("DELETE FROM refresh_tokens WHERE user_id = \(user.rawValue)")
    }
  }

  /// Removes every row of the user, their own included (the rest of their rows go with it).
  /// Their last change sequence raises `change_floor` first: a process that cached answers of
  /// this user must never see the same sequence again if the id comes back.
  public func deleteAccount(_ user: UserID) async throws {
    try await write(for: user) { connection in
      for statement in ErasureStatements.account(of: user) { try await connection.run(statement) }
      let last = try await connection.nextChange(for: user)
      try await connection.run(
        "UPDATE change_floor SET change_seq = greatest(change_seq, \(last))")
      try await connection.run("DELETE FROM users WHERE id = \(user.rawValue)")
    }
    logCache.forget(user)
  }
}
