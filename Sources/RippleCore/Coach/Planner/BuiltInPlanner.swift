/// The default planner: offline, deterministic for the same inputs. It recognises the goal's
/// domain, reads the stated target and where the person is now, and lets the domain's
/// progression rule compute each week's dose within the timeline: a small start, steps only
/// on step weeks, consolidation weeks that say so, and an honest finish against the target.
public struct BuiltInPlanner: Sendable {
  public static let info = PlannerInfo(name: "built-in", version: 2)

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
    let gentle = goal.pastAttempts.asksForGentleStart || variant == .gentler
    let weeks = goal.timeline.roadmapWeeks(from: goal.startDay)
    let question = BaselineQuestions.question(for: domain, what: goal.what)
    let target = TargetParser.target(of: goal.what, domain: domain)
    let context = PlanContext(
      domain: domain, words: Words.of(goal.what), what: goal.what, target: target,
      baseline: goal.baseline ?? question.defaultAmount, baselineGiven: goal.baseline != nil,
      weeks: weeks, layout: WeekLayout(weeks: weeks, gentle: gentle, rungCount: 7),
      obstacles: goal.pastAttempts.obstacles, variant: variant)
    let planned = Progressions.plan(context)
    var stages: [Stage] = []
    var level = 0
    for (index, week) in planned.weeks.enumerated() {
      let previous = index > 0 ? planned.weeks[index - 1].dose : nil
      let consolidation = previous == week.dose
      if let previous, previous != week.dose { level += 1 }
      let phase = context.layout.phase(of: index)
      stages.append(
        Stage(
          week: index + 1, phase: phase,
          title: consolidation && !Quantity.currencies.contains(week.dose.unit)
            ? StageVariants.cut("Settle in: \(week.name)", to: 100) : week.name,
          habit: StageHabit(
            name: StageVariants.cut(week.name), action: week.action,
            schedule: .timesPerWeek(week.criterion), measure: week.measure),
          criterion: Criterion(days: week.criterion),
          rationale: StageCopy.rationale(
            index: index, weeks: planned.weeks, context: context,
            reaches: planned.reachesTarget, why: goal.why),
          tips: StageCopy.tips(domain: domain, phase: phase, week: index),
          status: index == 0 ? .current : .upcoming, level: level, dose: week.dose,
          isConsolidation: consolidation))
    }
    let aim = RoadmapAim(
      target: target?.quantity,
      baseline: goal.baseline.map { Quantity($0, question.unit) }
        ?? target?.from.map { Quantity($0, planned.baselineUnit) },
      finish: planned.finish, reachesTarget: planned.reachesTarget,
      advice: [planned.advice, planned.safety].compactMap { $0 }.joined(separator: " ")
        .nonEmpty,
      summary: StageCopy.summary(planned: planned, context: context, why: goal.why),
      variant: variant)
    return Roadmap(
      stages: stages, difficulty: gentle ? .gentle : .standard, domain: domain,
      planner: Self.info, createdDay: today, aim: aim)
  }
}

extension String {
  /// The text, or nil when it is empty.
  var nonEmpty: String? { isEmpty ? nil : self }
}
