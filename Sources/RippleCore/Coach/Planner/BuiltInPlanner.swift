/// The default planner: offline, deterministic for the same inputs. It recognises the goal's
/// domain, reads the stated target, how often and where the person is now, lets the domain's
/// progression rule compute its doses, lays them over the weeks the person chose, and writes every
/// stage's words from the same numbers: a small start, steps that say so, settling weeks that
/// say so, and an honest finish against the target.
public struct BuiltInPlanner: Sendable {
  public static let info = PlannerInfo(name: "built-in", version: 3)

  private let recognizer: DomainRecognizer

  public init(recognizer: DomainRecognizer = .shared) {
    self.recognizer = recognizer
  }

  /// The roadmap for `goal`, created on `today`.
  public func roadmap(
    for goal: Goal, today: Day, variant: RoadmapVariant = .standard
  ) -> Roadmap {
    let domain = recognizer.domain(of: goal.what)
    return roadmap(for: goal, domain: domain, today: today, variant: variant)
  }

  /// The roadmap for `goal` in a domain already known.
  public func roadmap(
    for goal: Goal, domain: Domain, today: Day, variant: RoadmapVariant = .standard
  ) -> Roadmap {
    let weeks = goal.plannedWeeks
    let question = BaselineQuestions.question(for: domain, what: goal.what)
    let target = TargetParser.target(of: goal.what, domain: domain)
    let context = PlanContext(
      domain: domain, words: Words.of(goal.what), what: goal.what, why: goal.why, target: target,
      frequency: Frequency.days(in: goal.what),
      baseline: goal.baseline ?? question.defaultAmount, baselineGiven: goal.baseline != nil,
      weeks: weeks, obstacles: goal.pastAttempts.obstacles, variant: variant,
      startDay: goal.startDay, count: Fitter.count(weeks: weeks))
    let ladder = Progressions.plan(context)
    let fitted = Fitter.fit(ladder, weeks: weeks, gentler: variant == .gentler)
    let layout = PhaseLayout(weeks: weeks, gentle: context.gentle)
    let aim = Aim.of(ladder, fitted: fitted, context: context, goal: goal, question: question)
    let phases = layout.phases(of: fitted.map { $0.weeks })
    var stages: [Stage] = []
    var level = 0
    var week = 1
    for (index, plan) in fitted.enumerated() {
      let previous = index > 0 ? fitted[index - 1].week.dose : nil
      let consolidation = previous == plan.week.dose
      if let previous, previous != plan.week.dose { level += 1 }
      let phase = phases[index]
      let dose = plan.week
      stages.append(
        Stage(
          week: index + 1, phase: phase,
          title: consolidation && !ladder.flat
            ? StageVariants.cut("Settle in: \(dose.name)", to: 100) : dose.name,
          habit: StageHabit(
            name: StageVariants.cut(dose.name), action: dose.action,
            schedule: .timesPerWeek(dose.criterion), measure: dose.measure),
          criterion: Criterion(days: dose.criterion),
          rationale: StageCopy.rationale(
            index: index, fitted: fitted, firstWeek: week, ladder: ladder, context: context,
            aim: aim, why: goal.why),
          tips: StageCopy.tips(ladder: ladder, domain: domain, phase: phase, index: index),
          status: index == 0 ? .current : .upcoming, level: level, dose: dose.dose,
          isConsolidation: consolidation, weeks: plan.weeks, isStepBack: dose.isStepBack))
      week += plan.weeks
    }
    return Roadmap(
      stages: stages, difficulty: context.gentle ? .gentle : .standard, domain: domain,
      planner: Self.info, createdDay: today, aim: aim.aim)
  }

  /// The alternatives that really differ from the standard plan for `goal`, standard first.
  public func variants(for goal: Goal, today: Day) -> [RoadmapVariant] {
    let domain = recognizer.domain(of: goal.what)
    let standard = roadmap(for: goal, domain: domain, today: today)
    var seen = [standard.stages.map { $0.plan }]
    var result: [RoadmapVariant] = [.standard]
    for variant in RoadmapVariant.allCases where variant != .standard {
      let plan = roadmap(for: goal, domain: domain, today: today, variant: variant).stages.map {
        $0.plan
      }
      if !seen.contains(plan) {
        seen.append(plan)
        result.append(variant)
      }
    }
    return result
  }

  /// The alternative "Try a different roadmap" offers after `variant` for `goal`: the next one
  /// that differs from the others, round to the standard plan.
  public func nextVariant(
    after variant: RoadmapVariant, for goal: Goal, today: Day
  )
    -> RoadmapVariant
  {
    let all = variants(for: goal, today: today)
    guard let index = all.firstIndex(of: variant) else { return all.first ?? .standard }
    return all[(index + 1) % all.count]
  }
}

extension Stage {
  /// What a stage asks, to compare alternatives: its dose, criterion and weeks.
  fileprivate var plan: StagePlanKey {
    StagePlanKey(dose: dose, criterion: criterion.days, weeks: weeks)
  }
}

private struct StagePlanKey: Hashable {
  var dose: Dose?
  var criterion: Int
  var weeks: Int
}

extension String {
  /// The text, or nil when it is empty.
  var nonEmpty: String? { isEmpty ? nil : self }
}
