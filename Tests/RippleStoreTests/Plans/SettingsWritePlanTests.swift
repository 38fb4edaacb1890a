import RippleCore
import Testing

@testable import RippleStore

@Suite("Settings write plans keep the plan that licences set")
struct SettingsWritePlanTests {
  @Test func savingSettingsKeepsTheStoredPlan() throws {
    let stored = Settings(tier: .premium)

    let planned = try SettingsWritePlan.save(Settings(theme: .dark), stored: stored)

    #expect(planned == .write(Settings(theme: .dark, tier: .premium)))
  }

  @Test func savingTheSameSettingsWritesNothing() throws {
    let stored = Settings(theme: .dark, tier: .premium)

    #expect(try SettingsWritePlan.save(Settings(theme: .dark), stored: stored) == .keep(stored))
  }

  @Test func anUnknownTimeZoneIsRefusedOnItsField() {
    #expect {
      try SettingsWritePlan.save(Settings(timeZone: "Mars/Olympus"), stored: Settings())
    } throws: { error in
      guard case .invalid(let field, _) = error as? StoreError else { return false }
      return field == "timeZone"
    }
  }

  @Test func savingThePlanWritesOnlyANewOne() {
    #expect(
      SettingsWritePlan.savePlan(.premium, stored: Settings()) == .write(Settings(tier: .premium)))
    #expect(SettingsWritePlan.savePlan(.free, stored: Settings()) == .keep(Settings()))
  }
}
