import RippleServices
import RippleWire
import Testing

/// The words the API document gives `plans` (RippleWire's `WireType.plansMode`, which cannot see
/// RippleServices) are `PlanOptions.Mode`'s.
@Suite struct PlanWordsTests {
  @Test func theDocumentedPlanModesAreTheServersModes() {
    guard case .oneOf(let words) = WireType.plansMode else {
      Issue.record("plansMode is not a list of words")
      return
    }
    #expect(words == PlanOptions.Mode.allCases.map(\.rawValue))
  }
}
