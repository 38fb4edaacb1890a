import GRDB
import RippleCore
import RippleStore

extension SQLiteStore: AccountRepository {
  public func accountCount() async throws -> Int {
    try await read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM accounts") ?? 0 }
  }

  public func createAccount(
    email: String, passwordHash: String, newID: UserID, invite: InviteRule, now: Int64
  ) async throws -> Account {
    try await write { db in
      let plan = try AccountWritePlan.signUp(
        email: email, passwordHash: passwordHash, newID: newID, invite: invite, now: now,
        existingAccounts: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM accounts") ?? 0)
      let account = plan.account
      if let inviteHash = plan.inviteHash {
        try InviteColumns.use(inviteHash, by: account.id, now: now, db)
      }
      try AccountWritePlan.requireFree(
        taken: !(try AccountColumns.fetch(db, where: "email = ?", [email]).isEmpty))
      try db.execute(
        sql: "INSERT INTO users (id) VALUES (?) ON CONFLICT (id) DO NOTHING",
        arguments: [account.id.rawValue])
      try db.execute(
        sql: """
          INSERT INTO accounts (user_id, email, password_hash, is_admin, created_at)
          VALUES (?, ?, ?, ?, ?)
          """,
        arguments: [account.id.rawValue, email, passwordHash, account.isAdmin, now])
      return account
    }
  }

  public func copyAccount(_ account: Account) async throws {
    try await write { db in
      try AccountWritePlan.requireFree(
        taken:
          !(try AccountColumns.fetch(
            db, where: "email = ? OR user_id = ?", [account.email, account.id.rawValue]
          ).isEmpty))
      try db.execute(
        sql: "INSERT INTO users (id) VALUES (?) ON CONFLICT (id) DO NOTHING",
        arguments: [account.id.rawValue])
      try db.execute(
        sql: """
          INSERT INTO accounts (user_id, email, password_hash, is_admin, created_at,
          password_changed_at)
          VALUES (?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          account.id.rawValue, account.email, account.passwordHash, account.isAdmin,
          account.createdAt, account.passwordChangedAt,
        ])
    }
  }

  public func account(email: String) async throws -> Account? {
    try await read { db in try AccountColumns.fetch(db, where: "email = ?", [email]).first }
  }

  public func account(_ user: UserID) async throws -> Account? {
    try await read { db in
      try AccountColumns.fetch(db, where: "user_id = ?", [user.rawValue]).first
    }
  }

  public func accounts() async throws -> [Account] {
    try await read { db in try AccountColumns.fetch(db, where: "1", []) }
  }

  public func setPassword(
    _ hash: String, for user: UserID, keepingSession: String?, now: Int64
  ) async throws {
    try await write { db in
      try db.execute(
        sql: "UPDATE accounts SET password_hash = ?, password_changed_at = ? WHERE user_id = ?",
        arguments: [hash, now, user.rawValue])
      try db.execute(
        sql: "UPDATE access_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL",
        arguments: [now, user.rawValue])
      try db.execute(
        sql: "DELETE FROM sessions WHERE user_id = ? AND id_hash IS NOT ?",
        arguments: [user.rawValue, keepingSession])
      try db.execute(
        sql: "DELETE FROM refresh_tokens WHERE user_id = ?", arguments: [user.rawValue])
    }
  }

  public func deleteAccount(_ user: UserID) async throws {
    try await write { db in
      for statement in ErasureStatements.account(of: user) { try db.run(statement) }
      // The users row takes what is left with it (notifications, calendar feed, licences).
      try db.execute(sql: "DELETE FROM users WHERE id = ?", arguments: [user.rawValue])
    }
    logCache.forget(user)
  }
}
