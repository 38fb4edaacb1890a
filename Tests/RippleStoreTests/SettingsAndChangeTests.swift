import RippleCore
import RippleStoreOpening
import RippleTestSupport
import Testing

@testable import RippleStore

/// `settingsAndChange` answers what `settings` and `changeSequence` answer, read together.
@Suite("Settings and change sequence together")
struct SettingsAndChangeTests {
  @Test(arguments: StoreKind.available) func aNewUserHasTheDefaultsAndNoChanges(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)

    let (settings, change) = try await test.store.settingsAndChange(for: user)

    #expect(settings == Settings())
    #expect(change == 0)
  }

  @Test(arguments: StoreKind.available) func itFollowsEveryWrite(_ kind: StoreKind) async throws {
    let test = try await StoreFixture(kind)
    let read = try await test.store.create(habit("Read"))[0]
    var saved = Settings()
    saved.timeZone = "Europe/Berlin"
    saved.dayStartHour = 4
    saved.firstWeekday = .sunday
    saved = try await test.store.saveSettings(saved, for: user)
    _ = try await test.store.upsertCheckIn(checkIn(read, "2026-11-20"), for: user)

    let (settings, change) = try await test.store.settingsAndChange(for: user)

    #expect(settings == saved)
    #expect(settings == (try await test.store.settings(for: user)))
    #expect(change == (try await test.store.changeSequence(for: user)))
    #expect(change == 3)
  }

  @Test(arguments: StoreKind.available) func plansOffShowsPremium(_ kind: StoreKind) async throws {
    let test = try await StoreFixture(kind)
    let unlocked = try await Store.open(
      test.database.address, plans: TierPolicy(unlocksEverything: true))

    let (settings, _) = try await unlocked.settingsAndChange(for: user)

    #expect(settings.tier == .premium)
    #expect(settings == (try await unlocked.settings(for: user)))
  }

  @Test(arguments: StoreKind.available) func aSignInBringsTheUsersStateWhenTheStoreReadsIt(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let ann = try await test.store.createAccount(
      email: "ann@example.com", passwordHash: "$2b$04$hash", newID: UserID("ann"),
      invite: .notNeeded, now: 0)
    let read = try await test.store.createHabit(habit("Read"), for: ann.id, today: today)
    _ = try await test.store.upsertCheckIn(checkIn(read, "2026-11-20"), for: ann.id)
    var saved = Settings()
    saved.timeZone = "Asia/Tokyo"
    saved = try await test.store.saveSettings(saved, for: ann.id)
    try await test.store.createSession(
      SessionRecord(idHash: "s", user: ann.id, createdAt: 0, expiresAt: 100, lastSeenAt: 0))
    try await test.store.createAccessToken(
      AccessToken(id: "t", tokenHash: "h", user: ann.id, name: "n", createdAt: 0))
    let change = try await test.store.changeSequence(for: ann.id)
    #expect(change >= 3)
    // PostgreSQL's sign-in also says whether a webhook is on (none here); SQLite leaves it to
    // the check-in write, which asks on the calling thread.
    let expected = UserState(
      settings: saved, change: change, hasWebhooks: kind == .postgres ? false : nil)

    let token = try #require(
      try await test.store.useAccessTokenWithState(hash: "h", now: 100_000))
    let session = try #require(try await test.store.sessionWithState(idHash: "s", now: 10))

    #expect(token.token.user == ann.id && session.session.user == ann.id)
    // PostgreSQL reads it in the same round trip; SQLite in the same lookup on the calling thread.
    #expect(token.state == expected)
    #expect(session.state == expected)
    #expect(try await test.store.useAccessTokenWithState(hash: "x", now: 10) == nil)
    #expect(try await test.store.sessionWithState(idHash: "s", now: 100) == nil)
    // The use is recorded as before.
    #expect(try await test.store.accessTokens(for: ann.id).first?.lastUsedAt == 100_000)
  }
}
