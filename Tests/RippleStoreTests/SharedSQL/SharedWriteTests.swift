import RippleCore
import Testing

@testable import RippleStore

/// The writes written once over `SharedStatementStore`, over rows given as literals: what each
/// reads and the statements it runs, with no database behind it.
@Suite("Writes over shared statements decide once, over the rows they read")
struct SharedWriteTests {
  static let next = RefreshToken(
    tokenHash: "next", family: "", user: UserID(""), createdAt: 100, expiresAt: 900)

  /// A stored refresh token's row: family, user, expiry, when used and when revoked.
  static func stored(
    expiresAt: Int64 = 500, usedAt: Int64? = nil, revokedAt: Int64? = nil
  ) -> [SharedStatement.Value] {
    [.text("fam"), .text("ann"), .integer(expiresAt), .integer(usedAt), .integer(revokedAt)]
  }

  @Test func aCurrentRefreshTokenIsUsedUpAndItsSuccessorJoinsItsFamilyAndUser() async throws {
    let store = StatementsGiven(rows: [Self.stored()])

    let use = try await store.useRefreshToken(hash: "old", next: Self.next, now: 100)

    var successor = Self.next
    successor.family = "fam"
    successor.user = UserID("ann")
    #expect(use == .rotated(user: UserID("ann")))
    #expect(store.read.map(\.values) == [[.text("old")]])
    #expect(
      store.ran == [
        [
          RefreshTokenStatements.markUsed(hash: "old", now: 100),
          AccountStatements.insert(successor),
        ]
      ])
  }

  @Test func aRefreshTokenPresentedAgainRevokesItsWholeFamily() async throws {
    let store = StatementsGiven(rows: [Self.stored(usedAt: 50)])

    let use = try await store.useRefreshToken(hash: "old", next: Self.next, now: 100)

    #expect(use == .reused)
    #expect(store.ran == [[RefreshTokenStatements.revoke(family: "fam", now: 100)]])
    #expect(store.ran[0][0].sql.contains("WHERE family = ? AND revoked_at IS NULL"))
  }

  @Test(arguments: [[[SharedStatement.Value]](), [SharedWriteTests.stored(expiresAt: 100)]])
  func anUnknownOrExpiredRefreshTokenIsRefusedAndChangesNothing(
    rows: [[SharedStatement.Value]]
  ) async throws {
    let store = StatementsGiven(rows: rows)

    let use = try await store.useRefreshToken(hash: "old", next: Self.next, now: 100)

    #expect(use == .invalid)
    #expect(store.ran == [[]])
  }
}

/// A store that answers every query with the rows given and records what it read and ran.
private final class StatementsGiven: SharedStatementStore, @unchecked Sendable {
  let rows: [[SharedStatement.Value]]
  private(set) var read: [SharedStatement] = []
  private(set) var ran: [[SharedStatement]] = []

  init(rows: [[SharedStatement.Value]]) { self.rows = rows }

  func run(_ statements: [SharedStatement]) async throws { ran.append(statements) }

  func all<Value: Sendable>(_ query: SharedQuery<Value>) async throws -> [Value] {
    read.append(query.statement)
    return try rows.map { try query.decode(ColumnsGiven($0)) }
  }

  func write<Row: Sendable, Value: Sendable>(
    reading query: SharedQuery<Row>,
    _ decide: @escaping @Sendable ([Row]) throws -> SharedWrite<Value>
  ) async throws -> Value {
    let decided = try decide(try await all(query))
    ran.append(decided.statements)
    return decided.value
  }

  static func ensuringUser(_ user: UserID) -> SharedStatement {
    SharedStatement("INSERT INTO users (id) VALUES (?)", [.text(user.rawValue)])
  }
}
