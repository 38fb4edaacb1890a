import RippleHealth
import Testing

@Suite struct HostileFileTests {
  private func refusal(
    _ name: String, limits: HealthImportLimits = .standard
  ) -> HealthImportError? {
    do {
      _ = try HealthFixtures.read(name, limits: limits)
      return nil
    } catch {
      return error
    }
  }

  @Test func entitiesAreNeverExpanded() throws {
    // Nine levels of ten: expanded, the name would be a billion "lol"s.
    let result = try HealthFixtures.read("billion-laughs.xml")
    #expect(result.days.map(\.steps) == [1234])
  }

  @Test func anElementThatNeverEndsIsRefused() {
    #expect(refusal("endless-element.zip") == .elementTooLong(limit: 65_536))
    #expect(
      HealthImportError.elementTooLong(limit: 65_536).message
        == "The XML has an element longer than 64 KB, which no Health export has; the file is refused."
    )
  }

  @Test func anEntryInflatingFarBeyondItsSizeIsRefused() {
    var limits = HealthImportLimits()
    limits.ratioAppliesFrom = 1 << 20
    #expect(
      refusal("zip-bomb.zip", limits: limits) == .zipBomb(entry: "apple_health_export/export.xml"))
    limits = HealthImportLimits()
    limits.maximumEntryBytes = 1 << 20
    #expect(
      refusal("zip-bomb.zip", limits: limits) == .zipBomb(entry: "apple_health_export/export.xml"))
  }

  @Test func anEntryInflatingPastItsDeclaredSizeIsRefused() {
    #expect(
      refusal("zip-bomb-lying-size.zip") == .zipBomb(entry: "apple_health_export/export.xml"))
  }

  @Test func aTruncatedZipIsRefused() {
    #expect(refusal("truncated.zip") == .damagedZip)
    #expect(
      HealthImportError.damagedZip.message
        == "The zip file is damaged or incomplete; was its download cut short?")
  }

  @Test func aZipWithoutAnExportIsRefusedWhateverItsNames() {
    #expect(refusal("nothing-inside.zip") == .nothingToReadInZip)
  }

  @Test func otherFilesAreRefused() {
    #expect(refusal("not-health.xml") == .notAppleHealthXML)
    #expect(refusal("not-an-export.pdf") == .notAnExport)
    #expect(
      refusal("no-such-file.zip").map { if case .unreadable = $0 { true } else { false } } == true)
  }
}
