import RippleCore
import Testing

@Suite struct ValueEntryTests {
  @Test func stepsFitTheTarget() {
    // An 8-glass target no longer offers +5 +10 +25.
    let cases: [(Double, [Double])] = [
      (1, [1]), (2, [1]), (3, [1, 2]), (8, [1, 2, 5]), (10, [1, 2, 5]), (20, [2, 5, 10]),
      (30, [2, 5, 10]), (60, [5, 10, 25]), (100, [10, 25, 50]), (2.5, [1]),
      (10_000, [1000, 2500, 5000]),
    ]
    for (target, steps) in cases {
      #expect(ValueEntry.steps(target: target) == steps, "target \(target)")
      #expect(steps.allSatisfy { $0 <= max(1, target) })
    }
  }

  @Test func smallCountsOfferMinusOne() {
    let small = ValueEntry(.numeric(target: 8, unit: "glasses", kind: .atLeast))
    #expect(small?.decrement == 1)
    let large = ValueEntry(.numeric(target: 30, unit: "min", kind: .atLeast))
    #expect(large?.decrement == nil)
    #expect(ValueEntry(.boolean) == nil)
  }

  @Test func metRangeAgreesWithTheDaysOutcome() {
    for kind in TargetKind.allCases {
      let measure = Measure.numeric(target: 8, unit: "glasses", kind: kind)
      let entry = ValueEntry(measure)!
      for value in [0, 1, 7, 7.5, 8, 8.5, 12] as [Double] {
        let outcome = CheckIn(habitID: HabitID("w"), day: monday, value: value)
          .outcome(for: measure)
        #expect(entry.meets(value) == (outcome == .done), "\(kind) \(value)")
      }
    }
    let atMost = ValueEntry(.numeric(target: 2, unit: "coffees", kind: .atMost))!
    #expect(atMost.metMin == 0 && atMost.metMax == 2)
  }

  @Test func amountsReadAsPeopleWriteThem() {
    let cases: [(Double, String)] = [
      (8, "8"), (2.5, "2.5"), (0.33, "0.33"), (1.05, "1.05"), (1.999, "2"), (0, "0"),
      (10_000, "10000"),
    ]
    for (value, text) in cases { #expect(AmountText.format(value) == text) }
    let water = Measure.numeric(target: 8, unit: "glasses", kind: .atLeast)
    #expect(AmountText.progress(3, of: water) == "3 of 8 glasses")
    #expect(AmountText.progress(3, of: .numeric(target: 8, unit: "", kind: .atLeast)) == "3 of 8")
    #expect(AmountText.progress(3, of: .boolean) == nil)
  }
}
