import RippleCore
import RippleStore
import Testing

@testable import RippleServer

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
}
