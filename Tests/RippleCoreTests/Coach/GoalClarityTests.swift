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

  /// A goal no rule knows is asked what, how much and how often, once; each answer it offers
  /// is specific.
  @Test func aGoalOutsideTheDomainsIsAskedHowMuchAndHowOften() {
    let assessment = assess("Finish my pottery project")
    #expect(!assessment.isSpecific && assessment.domain == .general)
    #expect(assessment.questions.count == 1)
    for choice in assessment.questions[0].choices {
      #expect(choice.goal.hasPrefix("Finish my pottery project"))
      #expect(assess(choice.goal).isSpecific, "\(choice.goal)")
    }
    #expect(assess("Finish my pottery project: 20 minutes 3 times a week").isSpecific)
  }

  @Test func aMarathonFromZeroInEightWeeksGetsAnAdjustment() {
    let advice = assess("Run a marathon", weeks: 8).timelineAdvice
    #expect((advice?.suggestedWeeks ?? 0) >= 16)
    #expect(advice?.suggestedGoal?.contains("10 km") == true)
    #expect(advice?.reason.contains("16 to 20 weeks") == true)
    // From zero, 5 km takes Couch to 5K's 9 weeks; 12 weeks need no advice.
    #expect(assess("Run a 5k", weeks: 8).timelineAdvice?.suggestedWeeks == 9)
    #expect(assess("Run a 5k", weeks: 12).timelineAdvice == nil)
  }

  @Test func aHalfMarathonIsAdjustedOnlyForANewRunner() {
    #expect((assess("run a half marathon", weeks: 8).timelineAdvice?.suggestedWeeks ?? 0) > 12)
    let runner = GoalClarity.assess(
      what: "run a half marathon", timeline: .weeks(12), startDay: monday, baseline: 30)
    #expect(runner.timelineAdvice == nil)
  }

  @Test func fastWeightLossGetsASteadierPace() {
    #expect(
      assess("lose 20 kg", weeks: 8).timelineAdvice?.suggestedGoal
        == "Lose about 6 kg in 8 weeks through steady habits")
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

  /// A timeline of a few weeks is planned as chosen; the check offers 8 weeks instead.
  @Test func aTargetDayTooSoonIsOfferedEightWeeks() {
    let assessment = GoalClarity.assess(
      what: "Meditate daily", timeline: .targetDay(monday.adding(days: 20)), startDay: monday)
    #expect(assessment.isSpecific)
    #expect(assessment.timelineAdvice?.suggestedWeeks == 8)
  }
}
