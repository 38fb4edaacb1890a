import RippleCore
import Testing

/// The built-in planner over the corpus of goal statements: each plan is about the named
/// activity, covers the person's weeks, keeps one truth per stage, never asks less than the week
/// before except a named step back, calls the target reached only when its last stage meets it,
/// keeps limits every day, sets a quit date, sends to a clinician where it must, refuses unsafe
/// targets kindly, and keeps settling weeks few — for every past obstacle and every answer to
/// "where are you now?".
@Suite struct PlanCorpusTests {
  let planner = BuiltInPlanner()

  @Test func theCorpusCoversEveryDomain() {
    #expect(PlanCorpus.cases.count >= 100)
    let domains = Set(PlanCorpus.cases.map { $0.domain })
    #expect(domains == Set(Domain.allCases), "\(Set(Domain.allCases).subtracting(domains))")
  }

  @Test(arguments: PlanCorpus.cases)
  func eachPlanIsAboutTheNamedActivityAndEndsHonestly(_ entry: PlanCase) {
    let goal = entry.goal()
    let roadmap = planner.roadmap(for: goal, today: monday)
    #expect(roadmap.domain == entry.domain, "\(entry)")
    #expect(goal.plannedWeeks == (entry.planned ?? entry.weeks), "\(entry)")
    for stage in roadmap.stages {
      #expect(
        stage.dose?.unit == entry.unit,
        "\(entry) week \(stage.week): \(String(describing: stage.dose))")
      if !entry.word.isEmpty {
        let words = (stage.title + " " + stage.habit.action).lowercased()
        let any = entry.word.lowercased().split(separator: "|").map(String.init)
        #expect(any.contains { words.contains($0) }, "\(entry) week \(stage.week): \(stage.title)")
      }
    }
    let problems = PlanChecks.problems(roadmap, weeks: goal.plannedWeeks)
    #expect(problems.isEmpty, "\(entry): \(problems)")
    checkTheFinish(roadmap, entry)
    if entry.clinician {
      #expect(
        roadmap.aim.safety.contains { $0.contains("doctor") || $0.contains("dietitian") },
        "\(entry): \(roadmap.aim.safety)")
    }
  }

  /// `reachesTarget` is true exactly when the last stage meets the target in its unit and days;
  /// a shortfall or a refusal says so.
  func checkTheFinish(_ roadmap: Roadmap, _ entry: PlanCase) {
    let aim = roadmap.aim
    guard let last = roadmap.stages.last?.dose else { return }
    let meets: Bool
    switch entry.aim {
    case .none: meets = true
    case .atLeast(let amount, let days): meets = last.amount >= amount && last.daysPerWeek >= days
    case .atMost(let amount): meets = last.amount <= amount
    case .days(let days): meets = last.daysPerWeek >= days
    case .total(let total):
      meets = roadmap.stages.reduce(0) { $0 + ($1.dose?.amount ?? 0) * Double($1.weeks) } >= total
    case .refused, .unmeasured: meets = false
    }
    #expect(aim.reachesTarget == meets, "\(entry): reaches \(aim.reachesTarget), last \(last)")
    if !aim.reachesTarget {
      #expect(!(aim.advice ?? "").isEmpty, "\(entry): a shortfall without a word")
    }
    if case .refused = entry.aim {
      #expect(aim.summary.contains("will not") || aim.summary.contains("does not aim"), "\(entry)")
    }
    if let suggested = aim.suggestedWeeks, entry.planned == nil {
      #expect(suggested > roadmap.totalWeeks, "\(entry): suggests \(suggested) weeks")
      // The suggested timeline does reach the target.
      let longer = planner.roadmap(for: entry.goal(weeks: suggested), today: monday)
      #expect(longer.aim.reachesTarget, "\(entry): \(suggested) weeks still fall short")
    }
  }

  /// Every plan of the corpus, for every past obstacle and every answer to "where are you now?"
  /// (and none), keeps every rule.
  @Test(arguments: PlanCorpus.cases)
  func everyObstacleAndBaselineKeepsTheRules(_ entry: PlanCase) {
    let question = BaselineQuestions.question(for: entry.domain, what: entry.what)
    let baselines: [Double?] = [nil] + question.choices.map(\.amount)
    for attempts in CoachFixtures.attemptKinds {
      for baseline in baselines {
        let goal = entry.goal(attempts: attempts, baseline: .some(baseline))
        let roadmap = planner.roadmap(for: goal, today: monday)
        let problems = PlanChecks.problems(roadmap, weeks: goal.plannedWeeks)
        #expect(
          problems.isEmpty,
          "\(entry) \(attempts.obstacles) from \(String(describing: baseline)): \(problems)")
        if attempts.obstacles.contains(.health) {
          #expect(
            roadmap.aim.safety.contains { $0.contains("doctor") },
            "\(entry) with a health obstacle: \(roadmap.aim.safety)")
        }
        if !roadmap.aim.reachesTarget {
          #expect(!(roadmap.aim.advice ?? "").isEmpty, "\(entry): a silent shortfall")
        }
      }
    }
  }

  /// Every timeline from 1 to 104 weeks is planned as chosen, in stages of several weeks when long.
  @Test(arguments: [1, 2, 3, 5, 8, 12, 13, 20, 26, 52, 104])
  func everyTimelineIsPlannedAsChosen(_ weeks: Int) {
    for entry in PlanCorpus.cases where entry.planned == nil {
      let goal = entry.goal(weeks: weeks)
      let roadmap = planner.roadmap(for: goal, today: monday)
      #expect(roadmap.totalWeeks == weeks, "\(entry) in \(weeks) weeks")
      let problems = PlanChecks.problems(roadmap, weeks: weeks)
      #expect(problems.isEmpty, "\(entry) in \(weeks) weeks: \(problems)")
      if weeks > 12 { #expect(roadmap.stages.count <= max(26, weeks / 2), "\(entry)") }
    }
  }

  /// "Try a different roadmap" offers only alternatives that differ, each as its label says.
  @Test(arguments: PlanCorpus.cases)
  func everyAlternativeReallyDiffers(_ entry: PlanCase) {
    let goal = entry.goal()
    let standard = planner.roadmap(for: goal, today: monday)
    let offered = planner.variants(for: goal, today: monday)
    #expect(offered.first == .standard)
    for variant in offered.dropFirst() {
      let other = planner.roadmap(for: goal, today: monday, variant: variant)
      let plan = { (roadmap: Roadmap) in
        roadmap.stages.map { "\(String(describing: $0.dose)) \($0.weeks) \($0.criterion.days)" }
      }
      #expect(plan(other) != plan(standard), "\(entry): \(variant) is the standard plan")
      #expect(
        PlanChecks.problems(other, weeks: goal.plannedWeeks, settling: variant != .gentler)
          .isEmpty, "\(entry) \(variant)")
      switch variant {
      case .gentler:
        #expect(
          other.stages.count { $0.dose != nil } >= 1
            && (other.stages.first?.dose?.amount ?? 0) <= (standard.stages.first?.dose?.amount ?? 0)
            || PlanChecks.isLimit(other),
          "\(entry): the gentler plan starts harder")
      case .shorter:
        let days = { (roadmap: Roadmap) in roadmap.stages.last?.dose?.daysPerWeek ?? 0 }
        let amount = { (roadmap: Roadmap) in roadmap.stages.last?.dose?.amount ?? 0 }
        #expect(
          days(other) > days(standard) || amount(other) < amount(standard),
          "\(entry): the shorter plan has neither more days nor shorter sessions")
      default: break
      }
    }
    #expect(
      planner.nextVariant(after: offered.last ?? .standard, for: goal, today: monday) == .standard)
  }
}
