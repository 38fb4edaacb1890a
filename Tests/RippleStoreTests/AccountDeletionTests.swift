import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

/// Deleting an account leaves nothing of the user in any table, on both stores: a raw walk of
/// every text column of the schema finds neither their id nor their email (licences hold the
/// email); the other users' rows stay.
@Suite struct AccountDeletionTests {
  static let bob = UserID("u-bob-5d1e")
  static let bobEmail = "bob-5d1e@example.com"

  /// A row in every table that can hold a user, for `owner`.
  func fill(_ store: any RippleStoreBackend, _ owner: UserID, email: String) async throws {
    let read = try await store.createHabit(habit("Read"), for: owner, today: today)
    _ = try await store.upsertCheckIn(checkIn(read, "2026-11-20"), for: owner)
    _ = try await store.upsertCheckIn(checkIn(read, "2026-11-21"), for: owner)
    _ = try await store.clearCheckIn(
      habit: read.id, day: day("2026-11-21"), updatedAt: 2_000, for: owner)
    _ = try await store.createCategory(
      Category(id: CategoryID("c"), name: "Health", sortOrder: 0), for: owner, today: today)
    _ = try await store.saveSettings(Settings(timeZone: "Europe/Paris"), for: owner)
    let run = try await store.createGoal(
      goal("g", habit: "habit-run"), habit: habit("Run"), for: owner, today: today)
    _ = try await store.addReflection(reflection("r", goal: run.id.rawValue), for: owner)
    let tag = owner.rawValue
    try await store.createSession(
      SessionRecord(idHash: "s-\(tag)", user: owner, createdAt: 0, expiresAt: .max, lastSeenAt: 0))
    try await store.createAccessToken(
      AccessToken(id: "t-\(tag)", tokenHash: "h-\(tag)", user: owner, name: "n", createdAt: 0))
    try await store.createRefreshToken(
      RefreshToken(tokenHash: "r-\(tag)", family: "f", user: owner, createdAt: 0, expiresAt: 9))
    try await store.createInvite(codeHash: "i-\(tag)", by: owner, now: 0, expiresAt: 9)
    try await store.saveNotificationPreferences(
      NotificationPreferences(motivation: true), for: owner)
    try await store.savePushSubscription(
      PushSubscription(
        user: owner, endpoint: "https://push.example/\(tag)", p256dh: "k", auth: "a", createdAt: 5))
    _ = try await store.claimDelivery(user: owner, day: today, key: "k", fireAt: 1, now: 1)
    try await store.addSnooze(
      ReminderSnooze(habitID: read.id, reminderMinute: 480, atUnixSeconds: 9), day: today,
      for: owner)
    try await store.replaceCalendarToken(for: owner, digest: "cal-\(tag)")
    _ = try await store.addLicence(
      "licence for \(email)", giving: .premium, for: owner, now: 1)
    try await store.savePrivateKeyring(
      PrivateKeyringRecord(
        version: 1, iterations: 600_000, salt: "salt-\(tag)", wrappedByPassphrase: "p",
        wrappedByRecovery: "r", updatedAt: 1), for: owner)
  }

  /// Ann and Bob partners, each sharing a habit with the other; an invitation each way and a
  /// link of Bob's still open.
  func partners(_ store: any RippleStoreBackend, ann: UserID, bob: UserID) async throws {
    for (id, inviter, from, to) in [
      ("pi-1", bob, Self.bobEmail, "ann@example.com"),
      ("pi-2", ann, "ann@example.com", Self.bobEmail),
    ] {
      try await store.addPartnerInvite(
        PartnerInvite(
          id: id, inviter: inviter, inviterEmail: from, email: to, linkDigest: nil, createdAt: 0,
          expiresAt: 9), limit: 20, now: 0)
    }
    try await store.addPartnerInvite(
      PartnerInvite(
        id: "pi-3", inviter: bob, inviterEmail: Self.bobEmail, email: nil, linkDigest: "d",
        createdAt: 0, expiresAt: 9), limit: 20, now: 0)
    let partnership = try #require(
      try await store.acceptPartnerInvite(
        .id("pi-1"), by: ann, email: "ann@example.com", id: "pa-1", now: 1))
    for owner in [ann, bob] {
      let habit = try #require(try await store.habits(for: owner, filter: .all).first)
      _ = try await store.savePartnerShare(
        PartnerShare(
          habitID: habit.id, displayName: nil, since: today, until: nil, includePast: false,
          createdAt: 1), in: partnership.id, by: owner)
    }
    #expect(try await store.partnerGrants(to: ann).count == 1)
  }

  @Test(arguments: StoreKind.available) func deletingAnAccountLeavesNoCellWithItsIdOrEmail(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let store = test.store
    _ = try await store.createAccount(
      email: "ann@example.com", passwordHash: "$2b$04$hash", newID: UserID("unused"),
      invite: .notNeeded, now: 1)
    try await store.createInvite(codeHash: "for-bob", by: .local, now: 0, expiresAt: 9)
    _ = try await store.createAccount(
      email: Self.bobEmail, passwordHash: "$2b$04$hash", newID: Self.bob,
      invite: .neededAfterFirst(codeHash: "for-bob"), now: 1)
    try await fill(store, .local, email: "ann@example.com")
    try await fill(store, Self.bob, email: Self.bobEmail)
    try await partners(store, ann: .local, bob: Self.bob)
    #expect(try await RawCells.holding(Self.bob.rawValue, in: store).count > 15)

    try await store.deleteAccount(Self.bob)

    #expect(try await RawCells.holding(Self.bob.rawValue, in: store) == [])
    #expect(try await RawCells.holding(Self.bobEmail, in: store) == [])
    #expect(try await store.calendarUser(tokenDigest: "cal-\(Self.bob.rawValue)") == nil)
    // Nothing shared either way survives, nor any invitation to or from Bob.
    #expect(try await store.partnerGrants(to: .local).isEmpty)
    #expect(try await store.partnerGrants(by: .local).isEmpty)
    #expect(try await store.partnerships(of: .local).isEmpty)
    // Ann keeps everything, including the invite bob used (still used up).
    #expect(try await RawCells.holding("ann@example.com", in: store).count == 2)
    #expect(try await store.habits(for: .local, filter: .all).count == 2)
    #expect(try await store.pushSubscriptions(for: .local).count == 1)
    #expect(try await store.licences(for: .local).count == 1)
    #expect(try await store.calendarUser(tokenDigest: "cal-local") == .local)
    await #expect(throws: StoreError.self) {
      _ = try await store.createAccount(
        email: "cid@example.com", passwordHash: "h", newID: UserID("cid"),
        invite: .neededAfterFirst(codeHash: "for-bob"), now: 2)
    }
  }

  /// On PostgreSQL other processes cache a user's answers by change sequence: the users row goes
  /// with the account, and a user made again with the same id starts above its old sequence.
  @Test(arguments: StoreKind.available.filter { $0 == .postgres })
  func aUserMadeAgainStartsAboveTheDeletedOnesSequence(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let store = test.store
    _ = try await store.createAccount(
      email: "ann@example.com", passwordHash: "h", newID: UserID("unused"), invite: .notNeeded,
      now: 1)
    try await store.create(habit("Read"), habit("Walk"))
    let before = try await store.changeSequence(for: .local)
    try await store.deleteAccount(.local)

    _ = try await store.createAccount(
      email: "new@example.com", passwordHash: "h", newID: UserID("unused"), invite: .notNeeded,
      now: 2)
    try await store.create(habit("Swim"))
    #expect(try await store.changeSequence(for: .local) > before)
    #expect(try await store.habits(for: .local, filter: .all).map(\.name) == ["Swim"])
  }
}
