import RippleCore
import Testing

@Suite struct SettingsValidationTests {
  private func validated(_ settings: Settings) throws(ValidationError) -> Settings {
    try SettingsValidation.validated(settings) { ["UTC", "Europe/Paris"].contains($0) }
  }

  private func field(_ settings: Settings) -> String? {
    do {
      _ = try validated(settings)
      return nil
    } catch {
      return error.field
    }
  }

  @Test func trimsTheZoneAndAccent() throws {
    let settings = try validated(Settings(timeZone: " Europe/Paris ", accent: " #10B981\n"))
    #expect(settings.timeZone == "Europe/Paris")
    #expect(settings.accent == "#10B981")
  }

  @Test func refusesEachBrokenRuleByField() {
    #expect(field(Settings(timeZone: "  ")) == "timeZone")
    #expect(field(Settings(timeZone: "Mars/Olympus")) == "timeZone")
    #expect(field(Settings(timeZone: String(repeating: "a", count: 65))) == "timeZone")
    #expect(field(Settings(dayStartHour: 24)) == "dayStartHour")
    #expect(field(Settings(dayStartHour: -1)) == "dayStartHour")
    #expect(field(Settings(accent: "indigo")) == "accent")
    #expect(field(Settings()) == nil)
  }
}
