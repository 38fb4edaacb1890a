import PropertyBased
import RippleCore
import Testing

/// Every domain × timeline 8–12 × past-attempt kind: the built-in planner's invariants.
@Suite struct PlannerProperties {
  let planner = BuiltInPlanner()

  func forEveryInput(_ body: (Domain, Int, PastAttempts, Roadmap) -> Void) {
    for domain in Domain.allCases {
      for weeks in GoalTimeline.weekRange {
        for attempts in CoachFixtures.attemptKinds {
          let goal = CoachFixtures.goal(domain.title, weeks: weeks, attempts: attempts)
          body(domain, weeks, attempts, planner.roadmap(for: goal, domain: domain, today: monday))
        }
      }
    }
  }

  @Test func everyRoadmapKeepsTheRules() {
    forEveryInput { domain, weeks, attempts, roadmap in
      #expect(throws: Never.self) { try RoadmapCheck.validate(roadmap, weeks: weeks) }
      #expect(roadmap.totalWeeks == weeks)
      #expect(roadmap.domain == domain)
      #expect(roadmap.planner == BuiltInPlanner.info)
      #expect(roadmap.stages.map { $0.phase }.sorted() == roadmap.stages.map { $0.phase })
      if roadmap.stages.count >= 3 {
        #expect(Set(roadmap.stages.map { $0.phase }) == Set(Phase.allCases))
      }
      for stage in roadmap.stages {
        #expect(Criterion.plannerRange.contains(stage.criterion.days))
        #expect((2...4).contains(stage.tips.count))
        #expect(!stage.habit.action.isEmpty && !stage.rationale.isEmpty)
        #expect(stage.habit.schedule == .timesPerWeek(stage.criterion.days))
        #expect(stage.dose != nil)
        if domain.isCuttingDown, case .numeric(_, _, let kind) = stage.habit.measure {
          #expect(kind == .atMost)
        }
      }
      // The person's "why" sits in the summary and the last week, not in every rationale.
      #expect(roadmap.aim.summary.contains("I want energy for my kids"))
      #expect(roadmap.stages.last!.rationale.contains("I want energy for my kids"))
      #expect(roadmap.stages.dropLast().allSatisfy { !$0.rationale.contains("energy for my kids") })
      #expect(roadmap.stages.first?.status == .current)
      #expect(roadmap.stages.dropFirst().allSatisfy { $0.status == .upcoming })
    }
  }

  @Test func consolidationWeeksAndStepsSayWhatTheyAre() {
    forEveryInput { _, _, _, roadmap in
      let levels = roadmap.stages.map { $0.level }
      #expect(levels[0] == 0)
      for (before, after) in zip(roadmap.stages, roadmap.stages.dropFirst()) {
        #expect(after.level - before.level == (after.dose == before.dose ? 0 : 1))
        #expect(after.isConsolidation == (after.dose == before.dose))
        if after.isConsolidation {
          let kept = ["The same dose as last week", "Holding steady", "Another "]
          #expect(kept.contains { after.rationale.hasPrefix($0) })
          #expect(!after.rationale.contains("step up"))
        } else {
          #expect(
            !after.rationale.hasPrefix("The same dose") && !after.rationale.hasPrefix("Holding"))
        }
      }
      let difficulties = roadmap.stages.map { $0.difficulty }
      #expect(difficulties == difficulties.sorted(), "difficulty never decreases")
    }
  }

  @Test func tooHardOrNoTimeStartsNoHarder() {
    for domain in Domain.allCases {
      for weeks in GoalTimeline.weekRange {
        let standard = planner.roadmap(
          for: CoachFixtures.goal(weeks: weeks), domain: domain, today: monday)
        for obstacle in [Obstacle.tooHard, .time] {
          let attempts = PastAttempts(triedBefore: true, obstacles: [obstacle])
          let gentle = planner.roadmap(
            for: CoachFixtures.goal(weeks: weeks, attempts: attempts), domain: domain,
            today: monday)
          #expect(gentle.difficulty == .gentle && standard.difficulty == .standard)
          let (easy, usual) = (gentle.stages[0].dose!, standard.stages[0].dose!)
          let falling = standard.stages.last!.dose!.amount < usual.amount
          #expect(
            falling ? easy.amount >= usual.amount : easy.amount <= usual.amount,
            "\(domain): \(easy) vs \(usual)")
          #expect(easy.daysPerWeek <= usual.daysPerWeek)
        }
      }
    }
  }

  @Test func deterministicForTheSameInputs() async {
    await propertyCheck(
      count: 200, input: Gen.int(in: 0..<Domain.allCases.count), Gen.int(in: 8...12),
      Gen.int(in: 0..<CoachFixtures.attemptKinds.count), Gen.int(in: -400...400)
    ) { domainIndex, weeks, attemptIndex, offset in
      let domain = Domain.allCases[domainIndex]
      let goal = CoachFixtures.goal(
        "\(domain.title) goal", weeks: weeks, attempts: CoachFixtures.attemptKinds[attemptIndex],
        start: monday.adding(days: offset))
      let today = monday.adding(days: offset)
      #expect(
        planner.roadmap(for: goal, today: today)
          == BuiltInPlanner().roadmap(for: goal, today: today))
      #expect(planner.roadmap(for: goal, today: today).totalWeeks == weeks)
    }
  }

  @Test func theDomainComesFromTheWords() {
    let roadmap = planner.roadmap(for: CoachFixtures.goal("learn guitar"), today: monday)
    #expect(roadmap.domain == .instrument)
    #expect(roadmap.stages[0].habit.name == "Guitar: 10 minutes")
    #expect(
      roadmap.stages[0].habit.measure == .numeric(target: 10, unit: "minutes", kind: .atLeast))
    let cutting = planner.roadmap(for: CoachFixtures.goal("quit drinking"), today: monday)
    #expect(
      cutting.stages.last?.habit.measure == .numeric(target: 0, unit: "drinks", kind: .atMost))
    let less = planner.roadmap(for: CoachFixtures.goal("drink less alcohol"), today: monday)
    // Within the low-risk guide: at most 2 a day, with 3 alcohol-free days a week.
    #expect(less.stages.last?.habit.measure == .numeric(target: 2, unit: "drinks", kind: .atMost))
    #expect(less.stages.last?.dose?.freeDays == 3)
  }

  /// The person's timeline is planned as they chose it, from 1 to 104 weeks.
  @Test func theTimelineIsThePersons() {
    let start = monday
    #expect(GoalTimeline.targetDay(start.adding(days: 69)).roadmapWeeks(from: start) == 10)
    #expect(GoalTimeline.targetDay(start.adding(days: 20)).roadmapWeeks(from: start) == 3)
    #expect(GoalTimeline.targetDay(start.adding(days: 200)).roadmapWeeks(from: start) == 29)
    #expect(GoalTimeline.weeks(3).roadmapWeeks(from: start) == 3)
    #expect(GoalTimeline.weeks(200).roadmapWeeks(from: start) == 104)
  }

  @Test func aGeneralGoalNamesTheGoalInItsAction() {
    let roadmap = planner.roadmap(
      for: CoachFixtures.goal("Finish my pottery project"), today: monday)
    #expect(roadmap.domain == .general)
    #expect(roadmap.stages[0].habit.action.contains("\u{201C}Finish my pottery project\u{201D}"))
    #expect(roadmap.stages[0].rationale.contains("no specific rule of ours knows"))
  }

  @Test func theCheckRefusesABrokenRoadmap() {
    var roadmap = planner.roadmap(for: CoachFixtures.goal(), today: monday)
    var easier = roadmap
    easier.stages[3].level = 0
    #expect(throws: RoadmapIssue.easier(week: 4)) { try RoadmapCheck.validate(easier) }
    roadmap.stages[2].tips = []
    #expect(throws: RoadmapIssue.tips(week: 3)) { try RoadmapCheck.validate(roadmap) }
  }
}
