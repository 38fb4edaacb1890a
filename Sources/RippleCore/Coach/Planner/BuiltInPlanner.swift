/// The default planner (item 3): offline, deterministic for the same inputs. It recognises the
/// goal's domain, then lays the domain's ladder over 8–12 weeks: a small start, at most one
/// step a week, consolidation weeks, an easier and longer foundation after "too hard" or
/// "no time", and the user's "why" in every rationale.
public struct BuiltInPlanner: Sendable {
  public static let info = PlannerInfo(name: "built-in", version: 1)

  private let recognizer: DomainRecognizer

  public init(recognizer: DomainRecognizer = .shared) {
    self.recognizer = recognizer
  }

  /// The roadmap for `goal`, created on `today`.
  public func roadmap(for goal: Goal, today: Day) -> Roadmap {
    let domain = recognizer.domain(of: goal.what)
    return roadmap(for: goal, domain: domain, today: today)
  }

  /// The roadmap for `goal` in a domain already known.
  public func roadmap(for goal: Goal, domain: Domain, today: Day) -> Roadmap {
    let gentle = goal.pastAttempts.asksForGentleStart
    let ladder = Ladders.of(domain)
    let layout = WeekLayout(
      weeks: goal.timeline.roadmapWeeks(from: goal.startDay), gentle: gentle,
      rungCount: ladder.count)
    let rungs = layout.rungs
    var stages: [Stage] = []
    for week in 0..<layout.weeks {
      let rung = ladder[rungs[week]]
      let phase = layout.phase(of: week)
      let criterion = layout.criterion(of: week)
      let consolidation = layout.isConsolidation(week)
      var action = rung.action
      if domain == .general { action += ": " + StageCopy.trimmed(goal.what) }
      stages.append(
        Stage(
          week: week + 1, phase: phase, title: StageCopy.title(rung, consolidation: consolidation),
          habit: StageHabit(
            name: rung.name, action: action, schedule: .timesPerWeek(criterion.days),
            measure: rung.measure),
          criterion: criterion,
          rationale: StageCopy.rationale(
            week: week, phase: phase, rung: rung, criterion: criterion,
            consolidation: consolidation, gentle: gentle, why: goal.why),
          tips: StageCopy.tips(domain: domain, phase: phase, week: week),
          status: week == 0 ? .current : .upcoming, level: rungs[week]))
    }
    return Roadmap(
      stages: stages, difficulty: gentle ? .gentle : .standard, domain: domain,
      planner: Self.info, createdDay: today)
  }
}
