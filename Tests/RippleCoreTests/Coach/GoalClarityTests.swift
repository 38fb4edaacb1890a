import RippleCore
import Testing

@Suite struct GoalClarityTests {
  func assess(_ what: String, weeks: Int = 10, attempts: PastAttempts = .none) -> GoalAssessment {
    GoalClarity.assess(
      what: what, timeline: .weeks(weeks), pastAttempts: attempts, startDay: monday)
  }

  @Test func healthierAsksWhatHealthierLooksLike() {
    let assessment = assess("get healthier")
    #expect(!assessment.isSpecific)
    #expect(
      assessment.questions.first?.question == "What would healthier look like in three months?")
    #expect(
      assessment.questions.first?.choices.map { $0.label }
        == ["Move more", "Eat better", "Sleep better", "Feel calmer"])
  }

  /// A suggested answer leads to a goal the coach can plan, in the domain it names.
  @Test func everyChoiceLeadsToASpecificGoal() {
    for text in [
      "get healthier", "get fit", "be happier", "be more productive", "learn stuff", "hm",
    ] {
      for choice in assess(text).questions.flatMap({ $0.choices }) {
        let refined = assess(choice.goal)
        #expect(refined.isSpecific, "\(choice.goal)")
        #expect(refined.domain == choice.domain, "\(choice.goal)")
      }
    }
  }

  @Test func aConcreteGoalOutsideTheDomainsIsSpecific() {
    let assessment = assess("Finish my pottery project")
    #expect(assessment.isSpecific && assessment.domain == .general)
    #expect(assessment.timelineAdvice == nil)
  }

  @Test func aMarathonFromZeroInEightWeeksGetsAnAdjustment() {
    let advice = assess("Run a marathon", weeks: 8).timelineAdvice
    #expect(advice?.suggestedWeeks == 12)
    #expect(advice?.suggestedGoal?.contains("10 km") == true)
    #expect(advice?.reason.contains("16 to 20 weeks") == true)
    #expect(assess("Run a 5k", weeks: 8).timelineAdvice == nil)
  }

  @Test func aHalfMarathonIsAdjustedOnlyForANewRunner() {
    #expect(assess("run a half marathon", weeks: 8).timelineAdvice?.suggestedWeeks == 12)
    let runner = PastAttempts(triedBefore: true)
    #expect(assess("run a half marathon", weeks: 8, attempts: runner).timelineAdvice == nil)
  }

  @Test func fastWeightLossGetsASteadierPace() {
    #expect(
      assess("lose 20 kg", weeks: 8).timelineAdvice?.suggestedGoal
        == "Lose about 9 kg in 12 weeks through steady habits")
    #expect(assess("lose 30 pounds", weeks: 10).timelineAdvice != nil)
    #expect(assess("lose 5 kg", weeks: 8).timelineAdvice == nil)
  }

  @Test func fluencyAndABookGetReachableMilestones() {
    #expect(
      assess("get fluent in Spanish").timelineAdvice?.suggestedGoal
        == "Hold a simple everyday conversation")
    #expect(
      assess("write a novel").timelineAdvice?.suggestedGoal
        == "Write every day and draft the first chapters")
  }

  @Test func aTargetDayTooSoonIsMovedToEightWeeks() {
    let assessment = GoalClarity.assess(
      what: "Meditate daily", timeline: .targetDay(monday.adding(days: 20)), startDay: monday)
    #expect(assessment.isSpecific)
    #expect(assessment.timelineAdvice?.suggestedWeeks == 8)
  }
}
