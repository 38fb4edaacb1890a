import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

@Suite("Accounts in the store")
struct AccountsStoreTests {
  static let now: Int64 = 1_763_461_800_000

  func signUp(
    _ store: some AccountRepository, _ email: String, id: String = UUID().uuidString,
    invite: String? = nil, now: Int64 = AccountsStoreTests.now
  ) async throws -> Account {
    try await store.createAccount(
      email: email, passwordHash: "$2b$04$hash", newID: UserID(id),
      invite: invite.map { .neededAfterFirst(codeHash: $0) } ?? .notNeeded, now: now)
  }

  @Test(arguments: StoreKind.available) func theFirstAccountIsTheAdminAndKeepsTheLocalUsersData(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    try await test.store.create(habit("Read"))

    let first = try await signUp(test.store, "ann@example.com", id: "ann")
    let second = try await signUp(test.store, "bob@example.com", id: "bob")

    #expect(first.id == .local && first.isAdmin)
    #expect(second.id == UserID("bob") && !second.isAdmin)
    #expect(try await test.store.habits(for: first.id, filter: .all).map(\.name) == ["Read"])
    #expect(try await test.store.habits(for: second.id, filter: .all).isEmpty)
  }

  @Test(arguments: StoreKind.available) func emailsAreUniqueRegardlessOfCase(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    _ = try await signUp(test.store, "ann@example.com")

    await #expect(throws: StoreError.conflict("An account with this email already exists")) {
      _ = try await signUp(test.store, "ANN@Example.com")
    }
    #expect(try await test.store.account(email: "Ann@EXAMPLE.com")?.email == "ann@example.com")
    #expect(try await test.store.accountCount() == 1)
  }

  @Test(arguments: StoreKind.available) func copyingInAnAccountWhoseEmailOrIDIsTakenChangesNothing(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let ann = try await signUp(test.store, "ann@example.com", id: "ann")
    let sameEmail = Account(
      id: UserID("other"), email: "ANN@example.com", passwordHash: "$2b$04$x", isAdmin: false,
      createdAt: Self.now)
    let sameID = Account(
      id: ann.id, email: "new@example.com", passwordHash: "$2b$04$x", isAdmin: false,
      createdAt: Self.now)

    for account in [sameEmail, sameID] {
      await #expect(throws: StoreError.conflict("An account with this email already exists")) {
        try await test.store.copyAccount(account)
      }
    }
    #expect(try await test.store.accounts().map(\.email) == ["ann@example.com"])
  }

  @Test(arguments: StoreKind.available) func anInviteWorksOnceAndNotAfterItExpires(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let admin = try await signUp(test.store, "ann@example.com")
    try await test.store.createInvite(
      codeHash: "code-1", by: admin.id, now: Self.now, expiresAt: Self.now + 1000)
    try await test.store.createInvite(
      codeHash: "code-2", by: admin.id, now: Self.now, expiresAt: Self.now + 1000)

    _ = try await signUp(test.store, "bob@example.com", invite: "code-1")
    let refusal = StoreError.invalid(
      field: "inviteCode", message: "This invite code is unknown, used or expired")
    await #expect(throws: refusal) {
      _ = try await signUp(test.store, "cid@example.com", invite: "code-1")
    }
    await #expect(throws: refusal) {
      _ = try await signUp(test.store, "cid@example.com", invite: "code-2", now: Self.now + 1000)
    }
    await #expect(throws: refusal) {
      _ = try await signUp(test.store, "cid@example.com", invite: "unknown")
    }
    await #expect(
      throws: StoreError.invalid(
        field: "inviteCode", message: "An invite code is needed to sign up here")
    ) {
      _ = try await test.store.createAccount(
        email: "cid@example.com", passwordHash: "h", newID: UserID("cid"),
        invite: .neededAfterFirst(codeHash: nil), now: Self.now)
    }
    #expect(
      try await test.store.accounts().map(\.email).sorted() == [
        "ann@example.com", "bob@example.com",
      ])
  }

  @Test(arguments: StoreKind.available)
  func deletingAnAccountRemovesEveryRowOfTheUserAndNothingElse(_ kind: StoreKind) async throws {
    let test = try await StoreFixture(kind)
    _ = try await signUp(test.store, "ann@example.com")
    let bob = try await signUp(test.store, "bob@example.com", id: "bob")
    for owner in [UserID.local, bob.id] {
      _ = try await test.store.createHabit(habit("Read"), for: owner, today: today)
      _ = try await test.store.upsertCheckIn(checkIn(habit("Read"), "2026-11-20"), for: owner)
      _ = try await test.store.createCategory(
        Category(id: CategoryID("c"), name: "Health", sortOrder: 0), for: owner, today: today)
      _ = try await test.store.saveSettings(Settings(timeZone: "Europe/Paris"), for: owner)
      try await test.store.createSession(
        SessionRecord(
          idHash: "s-\(owner)", user: owner, createdAt: 0, expiresAt: .max, lastSeenAt: 0))
      try await test.store.createAccessToken(
        AccessToken(id: "t-\(owner)", tokenHash: "h-\(owner)", user: owner, name: "n", createdAt: 0)
      )
      try await test.store.createRefreshToken(
        RefreshToken(tokenHash: "r-\(owner)", family: "f", user: owner, createdAt: 0, expiresAt: 9))
      try await test.store.createInvite(codeHash: "i-\(owner)", by: owner, now: 0, expiresAt: 9)
    }

    try await test.store.deleteAccount(bob.id)

    let leftovers = try await RawCells.holding("bob", in: test.store)
    #expect(leftovers.isEmpty, "rows of bob remain: \(leftovers)")
    #expect(try await test.store.account(bob.id) == nil)
    #expect(try await test.store.habits(for: .local, filter: .all).count == 1)
    #expect(try await test.store.session(idHash: "s-local", now: 1) != nil)
  }

  @Test(arguments: StoreKind.available) func aSessionEndsAtItsExpiryAndSlides(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let ann = try await signUp(test.store, "ann@example.com")
    try await test.store.createSession(
      SessionRecord(idHash: "s", user: ann.id, createdAt: 0, expiresAt: 100, lastSeenAt: 0))

    #expect(try await test.store.session(idHash: "s", now: 99)?.user == ann.id)
    #expect(try await test.store.session(idHash: "s", now: 100) == nil)
    try await test.store.touchSession(idHash: "s", lastSeenAt: 99, expiresAt: 500)
    #expect(try await test.store.session(idHash: "s", now: 400)?.lastSeenAt == 99)
    try await test.store.deleteSession(idHash: "s")
    #expect(try await test.store.session(idHash: "s", now: 1) == nil)
  }

  @Test(arguments: StoreKind.available) func aRefreshTokenRotatesOnceAndItsReuseRevokesTheFamily(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let ann = try await signUp(test.store, "ann@example.com")
    try await test.store.createRefreshToken(
      RefreshToken(tokenHash: "r1", family: "f", user: ann.id, createdAt: 0, expiresAt: 1000))
    func next(_ hash: String) -> RefreshToken {
      RefreshToken(
        tokenHash: hash, family: "ignored", user: UserID("x"), createdAt: 1, expiresAt: 1000)
    }

    #expect(
      try await test.store.useRefreshToken(hash: "r1", next: next("r2"), now: 1)
        == .rotated(user: ann.id))
    #expect(try await test.store.useRefreshToken(hash: "r1", next: next("r3"), now: 2) == .reused)
    // The successor was revoked with its family.
    #expect(try await test.store.useRefreshToken(hash: "r2", next: next("r4"), now: 3) == .reused)
    #expect(
      try await test.store.useRefreshToken(hash: "nope", next: next("r5"), now: 3) == .invalid)
  }

  @Test(arguments: StoreKind.available) func anExpiredRefreshTokenIsInvalid(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let ann = try await signUp(test.store, "ann@example.com")
    try await test.store.createRefreshToken(
      RefreshToken(tokenHash: "r1", family: "f", user: ann.id, createdAt: 0, expiresAt: 10))
    let next = RefreshToken(tokenHash: "r2", family: "", user: ann.id, createdAt: 0, expiresAt: 99)

    #expect(try await test.store.useRefreshToken(hash: "r1", next: next, now: 10) == .invalid)
  }

  @Test(arguments: StoreKind.available) func anAccessTokenWorksUntilRevokedByItsOwnerOnly(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let ann = try await signUp(test.store, "ann@example.com")
    let bob = try await signUp(test.store, "bob@example.com")
    try await test.store.createAccessToken(
      AccessToken(id: "t1", tokenHash: "h1", user: ann.id, name: "Shortcuts", createdAt: 0))

    #expect(try await test.store.useAccessToken(hash: "h1", now: 120_000)?.lastUsedAt == 120_000)
    // Within the minute the use is read, not written again; after it, written once more.
    #expect(try await test.store.useAccessToken(hash: "h1", now: 179_999)?.lastUsedAt == 120_000)
    #expect(try await test.store.accessTokens(for: ann.id).map(\.lastUsedAt) == [120_000])
    #expect(try await test.store.useAccessToken(hash: "h1", now: 180_001)?.lastUsedAt == 180_001)
    #expect(try await test.store.accessTokens(for: ann.id).map(\.lastUsedAt) == [180_001])
    #expect(try await test.store.revokeAccessToken(id: "t1", for: bob.id, now: 1) == false)
    #expect(try await test.store.revokeAccessToken(id: "t1", for: ann.id, now: 1))
    #expect(try await test.store.useAccessToken(hash: "h1", now: 2) == nil)
    #expect(try await test.store.accessTokens(for: ann.id).map(\.revokedAt) == [1])
  }

  @Test(arguments: StoreKind.available)
  func changingThePasswordEndsOtherSessionsAndTokensAndRecordsWhen(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let ann = try await signUp(test.store, "ann@example.com")
    try await test.store.createAccessToken(
      AccessToken(id: "t1", tokenHash: "h1", user: ann.id, name: "n", createdAt: 0))
    for hash in ["keep", "other"] {
      try await test.store.createSession(
        SessionRecord(idHash: hash, user: ann.id, createdAt: 0, expiresAt: 99, lastSeenAt: 0))
    }
    try await test.store.createRefreshToken(
      RefreshToken(tokenHash: "r1", family: "f", user: ann.id, createdAt: 0, expiresAt: 99))

    try await test.store.setPassword("$2b$new", for: ann.id, keepingSession: "keep", now: 7)

    #expect(try await test.store.account(ann.id)?.passwordHash == "$2b$new")
    #expect(try await test.store.account(ann.id)?.passwordChangedAt == 7)
    #expect(try await test.store.useAccessToken(hash: "h1", now: 8) == nil)
    #expect(try await test.store.accessTokens(for: ann.id).map(\.revokedAt) == [7])
    #expect(try await test.store.session(idHash: "keep", now: 1) != nil)
    #expect(try await test.store.session(idHash: "other", now: 1) == nil)
    let next = RefreshToken(tokenHash: "r2", family: "", user: ann.id, createdAt: 0, expiresAt: 99)
    #expect(try await test.store.useRefreshToken(hash: "r1", next: next, now: 1) == .invalid)
  }

  @Test(arguments: StoreKind.available) func signingKeysRotate(_ kind: StoreKind) async throws {
    let test = try await StoreFixture(kind)
    try await test.store.rotateSigningKey(to: SigningKey(id: "k1", secret: [1, 2], createdAt: 1))
    try await test.store.rotateSigningKey(to: SigningKey(id: "k2", secret: [3, 4], createdAt: 2))

    #expect(
      try await test.store.signingKeys() == [SigningKey(id: "k2", secret: [3, 4], createdAt: 2)])
  }
}
