import RippleCore
import Testing

/// Every domain × 8–12 weeks × each baseline choice (and none) × each past-attempt kind, on
/// goals with and without a stated target: the roadmap keeps every rule of the validator, and
/// its finish reaches the target or the roadmap says plainly why not.
@Suite struct ProgressionProperties {
  let planner = BuiltInPlanner()

  static let goals: [Domain: [String]] = [
    .running: ["Run a half marathon", "Couch to 5K", "run 30 minutes without stopping"],
    .strength: ["do 20 push-ups in a row", "get stronger", "deadlift 100 kg"],
    .flexibility: ["touch my toes", "yoga 30 minutes a day"],
    .meditation: ["meditate 20 minutes a day", "be more mindful"],
    .sleep: ["go to bed before 11pm", "get up at 6:30", "sleep 8 hours"],
    .nutrition: ["drink 2 litres of water a day", "eat vegetables with every meal", "lose 20 kg"],
    .reading: ["read 24 books this year", "read 30 pages a day"],
    .writing: ["write 1000 words a day", "write 50000 words in November"],
    .language: ["learn Spanish 30 minutes a day", "learn french"],
    .instrument: ["practise piano 45 minutes a day", "learn guitar"],
    .study: ["study for an hour a day", "study for my exam"],
    .declutter: ["declutter my flat"],
    .saving: ["save $5000", "save €200 a month", "save money"],
    .social: ["spend more time with my kids", "call my parents 30 minutes"],
    .screenTime: ["cut screen time from 5 hours to 2", "less phone"],
    .smoking: ["go from 20 cigarettes a day to none", "quit smoking", "smoke at most 5 a day"],
    .sugar: ["quit sugar", "cut down on sugar"],
    .alcohol: ["quit drinking", "drink less alcohol"],
    .general: ["finish my pottery project"],
  ]

  @Test func everyPlanKeepsTheRulesAndEndsHonestly() {
    var count = 0
    for domain in Domain.allCases {
      for what in Self.goals[domain] ?? [] {
        let question = BaselineQuestions.question(for: domain, what: what)
        #expect((3...5).contains(question.choices.count))
        #expect(
          question.choices.contains { $0.amount == question.defaultAmount } || domain.isCuttingDown
            || domain == .sleep)
        let baselines: [Double?] = [nil] + question.choices.map(\.amount)
        for weeks in GoalTimeline.weekRange {
          for baseline in baselines {
            for attempts in CoachFixtures.attemptKinds {
              var goal = CoachFixtures.goal(what, weeks: weeks, attempts: attempts)
              goal.baseline = baseline
              let roadmap = planner.roadmap(for: goal, domain: domain, today: monday)
              count += 1
              #expect(
                throws: Never.self, "\(what), \(weeks) weeks, from \(String(describing: baseline))"
              ) { try RoadmapCheck.validate(roadmap, weeks: weeks) }
              let aim = roadmap.aim
              #expect(aim.finish == roadmap.stages.last?.dose?.quantity || domain == .saving)
              #expect(aim.reachesTarget || !(aim.advice ?? "").isEmpty, "\(what): silent shortfall")
              if let baseline { #expect(aim.baseline == Quantity(baseline, question.unit)) }
            }
          }
        }
      }
    }
    #expect(count > 5000)
  }

  @Test func everyCuttingDownGoalOfTheCorpusEndsAtItsTarget() {
    for (text, expected) in TargetCorpus.entries where expected != nil {
      let domain = DomainRecognizer.shared.domain(of: text)
      guard domain.isCuttingDown else { continue }
      let roadmap = planner.roadmap(for: CoachFixtures.goal(text), today: monday)
      #expect(throws: Never.self, "\(text)") { try RoadmapCheck.validate(roadmap) }
      #expect(roadmap.aim.reachesTarget, "\(text)")
      let last = roadmap.stages.last!
      if last.dose?.amount == 0 { #expect(last.criterion.days == 7) }
    }
  }
}
