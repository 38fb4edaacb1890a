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

  @Test func anAccessTokenIsMadeOfItsRowAndAMissingColumnIsAnError() throws {
    let query = AccountStatements.accessTokens(of: UserID("u"))
    let row = ColumnsGiven([
      .text("t1"), .text("h"), .text("u"), .text("Laptop"), .integer(5),
      .integer(nil), .integer(9), .text("full"),
    ])

    let token = try query.decode(row)

    #expect(token.id == "t1" && token.user == UserID("u") && token.name == "Laptop")
    #expect(token.createdAt == 5 && token.lastUsedAt == nil && token.revokedAt == 9)
    #expect(query.statement.values == [.text("u")])
    #expect(throws: StoreError.storage("name is missing")) {
      try query.decode(ColumnsGiven([.text("t1"), .text("h"), .text("u"), .text(nil)]))
    }
  }
}

/// A row whose columns are the values given, in order.
private struct ColumnsGiven: SharedRow {
  let columns: [SharedStatement.Value]
  init(_ columns: [SharedStatement.Value]) { self.columns = columns }

  func text(_ column: Int) -> String? {
    if case .text(let text) = columns[column] { return text }
    return nil
  }

  func integer(_ column: Int) -> Int64? {
    if case .integer(let integer) = columns[column] { return integer }
    return nil
  }
}
