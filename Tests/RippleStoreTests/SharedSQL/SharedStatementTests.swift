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
      .integer(nil), .integer(9), .text("checkin"), .text("walk floss"),
    ])

    let token = try query.decode(row)
    #expect(token.scope == .checkin && token.habits == [HabitID("walk"), HabitID("floss")])

    #expect(token.id == "t1" && token.user == UserID("u") && token.name == "Laptop")
    #expect(token.createdAt == 5 && token.lastUsedAt == nil && token.revokedAt == 9)
    #expect(query.statement.values == [.text("u")])
    #expect(throws: StoreError.storage("name is missing")) {
      try query.decode(ColumnsGiven([.text("t1"), .text("h"), .text("u"), .text(nil)]))
    }
  }

  @Test func aHabitRemovedTakesItsCheckInsSharesAndSealedWordsAndMarksAReset() {
    let statements = UserRowStatements.storing(
      .removeHabit(HabitID("walk")), user: UserID("u"), change: 4)

    #expect(
      statements.map(\.sql) == [
        "DELETE FROM check_ins WHERE user_id = ? AND habit_id = ?",
        "DELETE FROM habits WHERE user_id = ? AND id = ?",
        "DELETE FROM partner_shares WHERE user_id = ? AND habit_id = ?",
        """
        DELETE FROM private_items WHERE user_id = ?
        AND ((kind = 'habit' AND item_id = ?)
        OR (kind = 'day' AND substr(item_id, 1, CAST(? AS INTEGER)) = ?))
        """,
        "UPDATE users SET reset_seq = change_seq WHERE id = ?",
      ])
    #expect(statements.allSatisfy { $0.values.first == .text("u") })
    #expect(statements[3].values == [.text("u"), .text("walk"), .integer(5), .text("walk/")])
  }

  @Test func aHabitsUpsertBindsItsFlagAsABoolAndItsTargetAsAReal() {
    let walk = Habit(
      id: HabitID("walk"), name: "Walk", color: "#FF6B6B",
      measure: .numeric(target: 2.5, unit: "km", kind: .atLeast), isArchived: true,
      createdDay: Day(daysSinceEpoch: 3), createdAt: 1, updatedAt: 2)

    let statement = HabitColumns.upsert(walk, user: UserID("u"), change: 9)

    #expect(statement.values.count == HabitColumns.names.count + 2)
    #expect(statement.values[HabitColumns.names.firstIndex(of: "archived")! + 1] == .bool(true))
    #expect(
      statement.values[HabitColumns.names.firstIndex(of: "measure_target")! + 1] == .real(2.5))
    #expect(statement.values.last == .integer(9))
  }

  @Test func aLicenceAddedTwiceIsKeptOnce() {
    let statement = LicenceStatements.insert("L-1", user: UserID("u"), addedAt: 7)

    #expect(statement.sql.hasSuffix("ON CONFLICT DO NOTHING"))
    #expect(statement.values == [.text("u"), .text("L-1"), .integer(7)])
  }
}
