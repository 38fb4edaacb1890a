import RippleCore
import Testing

/// The target parser over a corpus of goal statements: at least 95% read right and no number
/// invented where none is stated.
@Suite struct TargetParserTests {
  @Test func theCorpusReadsRightAndInventsNothing() {
    #expect(TargetCorpus.entries.count >= 120)
    var right = 0
    var wrong: [String] = []
    var invented: [String] = []
    for (text, expected) in TargetCorpus.entries {
      let domain = DomainRecognizer.shared.domain(of: text)
      let summary = TargetParser.target(of: text, domain: domain)?.summary
      if summary == expected {
        right += 1
      } else if expected == nil {
        invented.append("\(text) → \(summary ?? "nil")")
      } else {
        wrong.append("\(text) → \(summary ?? "nil"), expected \(expected!)")
      }
    }
    let rate = Double(right) / Double(TargetCorpus.entries.count)
    print("Target corpus: \(right) of \(TargetCorpus.entries.count) right (\(Int(rate * 100))%)")
    for line in wrong { print("  wrong: \(line)") }
    #expect(invented.isEmpty, "invented: \(invented)")
    #expect(rate >= 0.95, "wrong: \(wrong)")
  }

  @Test func clockTimesCountOnPastMidnightForBedtimes() {
    #expect(TargetParser.target(of: "bed by 12:30am")?.quantity == Quantity(1470, "bedtime"))
    #expect(TargetParser.target(of: "wake up at 6:30am")?.quantity == Quantity(390, "wake"))
    #expect(ClockText.text(1470) == "00:30")
  }
}
