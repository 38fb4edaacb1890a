import RippleCore
import RippleServices
import RippleWire
import Testing

/// The words the API document gives plans, registration and tiers (RippleWire's word lists, which
/// cannot see RippleServices, and whose tiers hold an expiry) are the server's and the engine's.
@Suite struct PlanWordsTests {
  static func words(_ type: WireType) -> [String] {
    guard case .oneOf(let words) = type else {
      Issue.record("not a list of words")
      return []
    }
    return words
  }

  @Test func theDocumentedPlanModesAreTheServersModes() {
    #expect(Self.words(.plansMode) == PlanOptions.Mode.allCases.map(\.rawValue))
  }

  @Test func theDocumentedRegistrationModesAreTheServersModes() {
    #expect(Self.words(.registrationMode) == RegistrationMode.allCases.map(\.rawValue))
  }

  @Test func theDocumentedTierCodesAreTheEnginesCodes() {
    let tiers: [Tier] = [.free, .premium, .premiumPlus(expires: Day(daysSinceEpoch: 0))]
    #expect(Self.words(.tierCode) == tiers.map(\.code))
  }
}
