import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

/// Partnerships in the store, on both databases: an invitation is used once however many
/// accept it at the same moment, a pair of accounts has one partnership, and ending one takes
/// every share in it at once.
@Suite struct PartnerStoreTests {
  func accounts(_ store: any RippleStoreBackend, _ count: Int) async throws -> [UserID] {
    var users: [UserID] = []
    for index in 0..<count {
      // The first account takes the local user's id.
      let account = try await store.createAccount(
        email: "u\(index)@example.com", passwordHash: "h", newID: UserID("u-\(index)"),
        invite: .notNeeded, now: 1)
      users.append(account.id)
    }
    return users
  }

  func link(
    _ id: String, by user: UserID, digest: String, expiresAt: Int64 = 1_000
  )
    -> PartnerInvite
  {
    PartnerInvite(
      id: id, inviter: user, inviterEmail: "u0@example.com", email: nil, linkDigest: digest,
      createdAt: 0, expiresAt: expiresAt)
  }

  @Test(arguments: StoreKind.available) func aLinkAcceptedByManyAtOnceMakesOnePartnership(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let store = test.store
    let users = try await accounts(store, 9)
    try await store.addPartnerInvite(
      link("pi-link", by: users[0], digest: "digest"), limit: 20, now: 0)
    let accepted = try await withThrowingTaskGroup(of: Partnership?.self) { group in
      for user in users.dropFirst() {
        group.addTask {
          try await store.acceptPartnerInvite(
            .linkDigest("digest"), by: user, email: "x", id: "pa-\(user.rawValue)", now: 10)
        }
      }
      return try await group.reduce(into: [Partnership]()) { found, one in
        if let one { found.append(one) }
      }
    }
    #expect(accepted.count == 1)
    #expect(try await store.partnerships(of: users[0]).count == 1)
    #expect(try await store.partnerInvites(sentBy: users[0], orTo: "").isEmpty)
  }

  @Test(arguments: StoreKind.available) func anInvitationHoldsOnlyForItsAddressAndUntilItExpires(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let store = test.store
    let users = try await accounts(store, 3)
    try await store.addPartnerInvite(
      PartnerInvite(
        id: "pi-mail", inviter: users[0], inviterEmail: "u0@example.com",
        email: "u1@example.com", linkDigest: nil, createdAt: 0, expiresAt: 100), limit: 20, now: 0)
    // Another address, the inviter, a link's way in: none of them.
    #expect(
      try await store.acceptPartnerInvite(
        .id("pi-mail"), by: users[2], email: "u2@example.com", id: "pa-a", now: 1) == nil)
    #expect(
      try await store.acceptPartnerInvite(
        .id("pi-mail"), by: users[0], email: "u1@example.com", id: "pa-b", now: 1) == nil)
    // Expired.
    #expect(
      try await store.acceptPartnerInvite(
        .id("pi-mail"), by: users[1], email: "u1@example.com", id: "pa-c", now: 100) == nil)
    #expect(
      try await store.acceptPartnerInvite(
        .id("pi-mail"), by: users[1], email: "u1@example.com", id: "pa-d", now: 99)?.id == "pa-d")
  }

  @Test(arguments: StoreKind.available) func invitationsBetweenANewPairGoOnceOneIsAccepted(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let store = test.store
    let users = try await accounts(store, 3)
    for (id, from, to) in [("a-b", 0, 1), ("b-a", 1, 0), ("a-c", 0, 2)] {
      try await store.addPartnerInvite(
        PartnerInvite(
          id: id, inviter: users[from], inviterEmail: "u\(from)@example.com",
          email: "u\(to)@example.com", linkDigest: nil, createdAt: 0, expiresAt: 100),
        limit: 20, now: 0)
    }
    _ = try await store.acceptPartnerInvite(
      .id("a-b"), by: users[1], email: "u1@example.com", id: "pa", now: 1)
    #expect(
      try await store.partnerInvites(sentBy: users[0], orTo: "u0@example.com").map(\.id)
        == ["a-c"])
  }

  @Test(arguments: StoreKind.available) func aPairHasOnePartnershipAndEndingItTakesItsShares(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let store = test.store
    let users = try await accounts(store, 2)
    let habit = try await store.createHabit(
      Habit(id: HabitID("read"), name: "Read", createdDay: today), for: users[0], today: today)
    try await store.addPartnerInvite(link("one", by: users[0], digest: "one"), limit: 20, now: 0)
    try await store.addPartnerInvite(link("two", by: users[1], digest: "two"), limit: 20, now: 0)
    _ = try await store.acceptPartnerInvite(
      .linkDigest("one"), by: users[1], email: "u1@example.com", id: "pa-1", now: 1)
    _ = try await store.acceptPartnerInvite(
      .linkDigest("two"), by: users[0], email: "u0@example.com", id: "pa-2", now: 1)
    #expect(try await store.partnerships(of: users[0]).map(\.id) == ["pa-1"])

    let share = PartnerShare(
      habitID: habit.id, displayName: "Evening habit", since: today, until: nil,
      includePast: false, createdAt: 1)
    #expect(try await store.savePartnerShare(share, in: "pa-1", by: users[0]) == share)
    #expect(try await store.partnerGrants(to: users[1]).map(\.share) == [share])
    #expect(try await store.partnerGrants(to: users[0]).isEmpty)

    #expect(try await store.endPartnership("pa-1", for: users[1]))
    #expect(try await store.partnerGrants(to: users[1]).isEmpty)
    #expect(try await store.partnerGrants(by: users[0]).isEmpty)
    // A share sent after the end finds no partnership.
    #expect(try await store.savePartnerShare(share, in: "pa-1", by: users[0]) == nil)
    #expect(try await store.endPartnership("pa-1", for: users[0]) == false)
  }

  @Test(arguments: StoreKind.available) func openInvitationsAreLimited(
    _ kind: StoreKind
  )
    async throws
  {
    let test = try await StoreFixture(kind)
    let store = test.store
    let users = try await accounts(store, 1)
    for index in 0..<3 {
      try await store.addPartnerInvite(
        link("l\(index)", by: users[0], digest: "d\(index)", expiresAt: index == 0 ? 5 : 1_000),
        limit: 3, now: 0)
    }
    await #expect(throws: StoreError.self) {
      try await store.addPartnerInvite(
        link("l3", by: users[0], digest: "d3"), limit: 3, now: 0)
    }
    // Once the first has expired there is room, and the expired one goes.
    try await store.addPartnerInvite(link("l3", by: users[0], digest: "d3"), limit: 3, now: 10)
    #expect(
      try await store.partnerInvites(sentBy: users[0], orTo: "").map(\.id).sorted()
        == ["l1", "l2", "l3"])
  }
}
