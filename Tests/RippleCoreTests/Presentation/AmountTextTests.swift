import RippleCore
import Testing

@Suite("A day's amount: progress toward a target, the budget left under a limit")
struct AmountTextTests {
  private let cups = Measure.numeric(target: 2, unit: "cups", kind: .atMost)

  @Test func aTargetReadsAsProgress() {
    let glasses = Measure.numeric(target: 8, unit: "glasses", kind: .atLeast)
    #expect(AmountText.day(3, of: glasses) == "3 of 8 glasses")
  }

  @Test(arguments: [
    (0.0, "2 left · limit 2 cups"), (1, "1 left · limit 2 cups"), (2, "None left · limit 2 cups"),
    (3, "1 over · limit 2 cups"), (2.5, "0.5 over · limit 2 cups"),
  ])
  func aLimitReadsAsTheBudgetLeftNeverAsProgress(value: Double, text: String) {
    #expect(AmountText.day(value, of: cups) == text)
    #expect(AmountText.day(value, of: cups)?.contains(" of ") == false)
  }

  @Test func aLimitOfNone() {
    let none = Measure.numeric(target: 0, unit: "cigarettes", kind: .atMost)
    #expect(AmountText.day(0, of: none) == "None so far · limit none")
    #expect(AmountText.day(3, of: none) == "3 over · limit none")
    #expect(
      AmountText.day(1, of: .numeric(target: 4, unit: "", kind: .atMost)) == "3 left · limit 4")
    #expect(AmountText.day(1, of: .boolean) == nil)
  }
}
