import RippleCore
import Testing

@Suite struct GoalCorpusTests {
  let start = day("2026-03-02")

  @Test func corpusIsLargeAndVaried() {
    #expect(GoalCorpus.entries.count >= 80)
    let domains = Set(GoalCorpus.entries.compactMap { $0.domain })
    #expect(domains.count == Domain.allCases.count - 1)  // every domain but the fallback
  }

  /// At least 90% of the specific goals get the expected domain.
  @Test func domainsAreRecognised() {
    let specific = GoalCorpus.entries.filter { $0.domain != nil }
    var wrong: [String] = []
    for (text, expected) in specific {
      let assessment = GoalClarity.assess(what: text, timeline: .weeks(10), startDay: start)
      // A debt with no amount is asked how much is owed: the one number its plan needs.
      let asksTheAmount = expected == .debt && assessment.questions.count == 1
      if assessment.domain != expected || !(assessment.isSpecific || asksTheAmount) {
        wrong.append("\(text): \(assessment.domain) (expected \(expected!))")
      }
    }
    let accuracy = Double(specific.count - wrong.count) / Double(specific.count)
    print("coach corpus: \(specific.count - wrong.count) of \(specific.count) right; \(wrong)")
    #expect(accuracy >= 0.9, "\(wrong)")
  }

  @Test func everyVagueGoalGetsQuestions() {
    for (text, expected) in GoalCorpus.entries where expected == nil {
      let assessment = GoalClarity.assess(what: text, timeline: .weeks(10), startDay: start)
      #expect(!assessment.isSpecific, "\(text)")
      #expect(!assessment.questions.isEmpty, "\(text)")
      for question in assessment.questions {
        #expect(question.choices.count >= 2, "\(text)")
      }
    }
  }

  /// Everyday words one typo away from a keyword are not read as that keyword.
  @Test func commonWordsAreNotTypos() {
    let recognizer = DomainRecognizer.shared
    for text in [
      "this spring", "I still have", "my plants", "a pain", "chest", "I tried",
      "break a sweat", "less dairy", "gaining",
    ] {
      #expect(
        recognizer.matches(in: text).allSatisfy { $0.score < 2 },
        "\(text): \(recognizer.matches(in: text))")
    }
  }
}
