import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

@Suite("Settings")
struct SettingsTests {
  @Test(arguments: StoreKind.available) func defaultsUntilSaved(_ kind: StoreKind) async throws {
    let test = try await StoreFixture(kind)
    #expect(try await test.store.settings(for: user) == Settings())
  }

  @Test(
    arguments: StoreKind.available,
    [
      Settings(
        timeZone: "Europe/Paris", firstWeekday: .sunday, dayStartHour: 3, theme: .dark,
        accent: "#10B981", celebrations: .off, showStreaks: false, haptics: false,
        tier: .premiumPlus(expires: day("2027-01-31")), onboardingDone: true),
      Settings(celebrations: .subtle, tier: .premium),
    ])
  func everyFieldSurvivesReopening(_ kind: StoreKind, _ settings: Settings) async throws {
    let test = try await StoreFixture(kind)
    _ = try await test.store.savePlan(settings.tier, for: user)
    #expect(try await test.store.saveSettings(settings, for: user) == settings)
    #expect(try await test.reopened().settings(for: user) == settings)
  }

  /// Settings and the change sequence are read on the calling thread through connections of
  /// their own; they must still see at once what this process and another one wrote.
  @Test(arguments: StoreKind.available) func lookupsSeeEveryWriteAtOnce(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let other = try await test.reopened()
    #expect(try await test.store.settings(for: user) == Settings())
    let before = try await test.store.changeSequence(for: user)

    _ = try await other.saveSettings(Settings(dayStartHour: 4), for: user)
    #expect(try await test.store.settings(for: user).dayStartHour == 4)
    _ = try await test.store.saveSettings(Settings(dayStartHour: 5), for: user)
    #expect(try await other.settings(for: user).dayStartHour == 5)
    #expect(try await test.store.changeSequence(for: user) == before + 2)
  }

  @Test(
    arguments: StoreKind.available,
    [
      (Settings(timeZone: " "), "timeZone"),
      (Settings(dayStartHour: 24), "dayStartHour"),
      (Settings(dayStartHour: -1), "dayStartHour"),
      (Settings(accent: "blue"), "accent"),
    ])
  func invalidSettingsAreRefused(
    _ kind: StoreKind, _ invalid: (settings: Settings, field: String)
  ) async throws {
    let (settings, field) = invalid
    let test = try await StoreFixture(kind)
    await #expect {
      try await test.store.saveSettings(settings, for: user)
    } throws: { error in
      guard case .invalid(let reported, _) = error as? StoreError else { return false }
      return reported == field
    }
    #expect(try await test.store.changeSequence(for: user) == 0)
  }

  @Test(arguments: StoreKind.available) func clearAllRemovesEverythingAndResetsSettings(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    _ = try await test.store.saveSettings(Settings(theme: .dark), for: user)
    let read = try await test.store.create(habit("Read"))[0]
    _ = try await test.store.upsertCheckIn(checkIn(read, "2026-11-20"), for: user)
    _ = try await test.store.createCategory(
      Category(id: CategoryID("c"), name: "C"), for: user, today: today)
    let before = try await test.store.changeSequence(for: user)

    try await test.store.clearAll(for: user)

    #expect(try await test.store.settings(for: user) == Settings())
    #expect(try await test.store.habits(for: user, filter: .all).isEmpty)
    #expect(try await test.store.categories(for: user).isEmpty)
    #expect(try await test.store.checkIns(for: user, habit: nil, in: nil).isEmpty)
    #expect(try await test.store.changeSequence(for: user) == before + 1)
  }
}
