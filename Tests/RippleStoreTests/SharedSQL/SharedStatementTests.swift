import RippleCore
import Testing

@testable import RippleStore

@Suite("Shared statements: one SQL text for both databases")
struct SharedStatementTests {
  @Test func postgreSQLNumbersThePlaceholdersInOrder() {
    let statement = SharedStatement(
      "INSERT INTO invites (code_hash, created_by, created_at, expires_at) VALUES (?, ?, ?, ?)",
      [.text("h"), .text(nil), .integer(1), .integer(2)])

    #expect(
      statement.numberedSQL
        == "INSERT INTO invites (code_hash, created_by, created_at, expires_at) VALUES ($1, $2, $3, $4)"
    )
  }

  @Test func anInviteWithoutItsMakerBindsNull() {
    let statement = AccountStatements.invite(codeHash: "h", by: nil, now: 10, expiresAt: 20)

    #expect(statement.values == [.text("h"), .text(nil), .integer(10), .integer(20)])
  }

  @Test func aSessionBindsEveryColumnItNames() {
    let session = SessionRecord(
      idHash: "s", user: UserID("u"), createdAt: 1, expiresAt: 2, lastSeenAt: 3)

    #expect(
      AccountStatements.insert(session).values == [
        .text("s"), .text("u"), .integer(1), .integer(2), .integer(3),
      ])
  }
}
