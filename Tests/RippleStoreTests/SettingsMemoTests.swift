import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore
@testable import RippleStoreSQLite

/// Settings read once are reused only at the change sequence they were read at.
@Suite("Settings memo")
struct SettingsMemoTests {
  static func state(_ change: Int64, _ weekday: Weekday = .monday) -> UserState {
    var settings = Settings()
    settings.firstWeekday = weekday
    return UserState(settings: settings, change: change)
  }

  @Test func settingsAreReusedAtTheirSequenceOnly() {
    let memo = SettingsMemo()
    #expect(memo.settings(for: .local, at: 3) == nil)
    memo.keep(Self.state(3, .sunday), for: .local)
    #expect(memo.settings(for: .local, at: 3)?.firstWeekday == .sunday)
    #expect(memo.settings(for: .local, at: 4) == nil)
    #expect(memo.settings(for: UserID("someone"), at: 3) == nil)
  }

  @Test func anOlderReadNeverReplacesANewerOne() {
    let memo = SettingsMemo()
    memo.keep(Self.state(5, .sunday), for: .local)
    memo.keep(Self.state(4, .monday), for: .local)
    #expect(memo.settings(for: .local, at: 5)?.firstWeekday == .sunday)
    #expect(memo.settings(for: .local, at: 4) == nil)
  }

  @Test func aFullMemoStartsAgainRatherThanGrow() {
    let memo = SettingsMemo(capacity: 2)
    memo.keep(Self.state(1), for: UserID("a"))
    memo.keep(Self.state(1), for: UserID("b"))
    memo.keep(Self.state(1), for: UserID("c"))
    #expect(memo.settings(for: UserID("a"), at: 1) == nil)
    #expect(memo.settings(for: UserID("c"), at: 1) != nil)
  }

  /// Every way a signed-in request reads the user's state sees a settings change made by another
  /// process on the same database, whose memo still holds the old settings.
  @Test(arguments: StoreKind.available) func everySignInSeesSettingsChangedElsewhere(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let other = try await test.reopened()
    let ann = try await test.store.createAccount(
      email: "ann@example.com", passwordHash: "$2b$04$hash", newID: UserID("ann"),
      invite: .notNeeded, now: 0
    ).id
    try await test.store.createAccessToken(
      AccessToken(id: "t", tokenHash: "token-hash", user: ann, name: "n", createdAt: 0))
    try await test.store.createSession(
      SessionRecord(idHash: "session-hash", user: ann, createdAt: 0, expiresAt: .max, lastSeenAt: 0)
    )
    func weekdays() async throws -> [Weekday?] {
      [
        try await test.store.settingsAndChange(for: ann).settings.firstWeekday,
        try await test.store.useAccessTokenWithState(hash: "token-hash", now: 1)?.state?.settings
          .firstWeekday,
        try await test.store.sessionWithState(idHash: "session-hash", now: 1)?.state?.settings
          .firstWeekday,
      ]
    }
    #expect(try await weekdays() == [.monday, .monday, .monday])
    var settings = try await other.settings(for: ann)
    settings.firstWeekday = .sunday
    _ = try await other.saveSettings(settings, for: ann)
    #expect(try await weekdays() == [.sunday, .sunday, .sunday])
    await other.close()
  }
}
