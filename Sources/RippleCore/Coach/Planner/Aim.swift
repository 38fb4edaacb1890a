/// Where a planned roadmap ends against what the person asked: the finish, whether it reaches
/// the target in its unit and frequency, the weeks the target needs when these do not, and the
/// words at the top (a refusal, how the plan reads the target, a shorter timeline the goal's own
/// words set) and at the finish line (the shortfall, the safety lines).
struct Aim {
  var aim: RoadmapAim
  /// The first fitted stage that meets the target, if one does.
  var reachedAt: Int?

  static func of(
    _ ladder: Ladder, fitted: [Fitter.Fitted], context: PlanContext, goal: Goal,
    question: BaselineQuestion
  ) -> Aim {
    let weeks = context.weeks
    guard let last = fitted.last?.week else {
      return Aim(aim: RoadmapAim(), reachedAt: nil)
    }
    let hasTarget = ladder.target != nil
    let reaches =
      ladder.refusal == nil && ladder.shortfall == nil && (!hasTarget || ladder.meets(last))
    var suggested: Int?
    var shortfall = ladder.shortfall
    if hasTarget && !reaches && ladder.shortfall == nil,
      let index = ladder.doses.firstIndex(where: ladder.meets), index + 1 > weeks
    {
      let needed = index + 1
      suggested = needed
      let more = needed - weeks
      if ladder.refusal == nil {
        shortfall =
          "\(Counted.text(weeks, "week")) gets you to \(ladder.describe(last)); "
          + "\(ladder.targetText ?? "the target") needs \(Counted.moreWeeks(more)) at this pace — "
          + "keep going with a second goal?"
      }
    }
    var safety = ladder.safety
    if context.health || context.medicalWhy,
      !safety.contains(where: { RoadmapWording.contains(Array($0), Array("doctor")) })
    {
      safety.append(
        "You mentioned your health: check with your doctor that this plan suits you, and let how "
          + "you feel set the pace.")
    }
    let advice = ([ladder.refusal, shortfall].compactMap { $0 } + safety).joined(separator: " ")
    var baseline = goal.baseline.map { Quantity($0, question.unit) }
    if baseline == nil, let from = context.target?.from {
      baseline = Quantity(from, ladder.baselineUnit)
    }
    let reachedAt = hasTarget ? fitted.firstIndex { ladder.meets($0.week) } : nil
    return Aim(
      aim: RoadmapAim(
        target: ladder.target, baseline: baseline, finish: ladder.finish(last),
        reachesTarget: reaches, advice: advice.nonEmpty,
        summary: summary(ladder, fitted: fitted, context: context, goal: goal),
        variant: context.variant, safety: safety, suggestedWeeks: suggested),
      reachedAt: reaches ? reachedAt : nil)
  }

  /// The top of the roadmap: why the plan is this long when the goal's words chose, how it
  /// reads the target, a refusal, what it goes from and to, and the person's why.
  static func summary(
    _ ladder: Ladder, fitted: [Fitter.Fitted], context: PlanContext, goal: Goal
  ) -> String {
    var lines: [String] = []
    let weeks = Counted.text(context.weeks, "week")
    if goal.deadlineShortensTimeline {
      lines.append(
        "Your goal names an earlier day than the timeline, so this plan covers \(weeks) to it.")
    }
    if let refusal = ladder.refusal { lines.append(refusal) }
    if let reading = ladder.reading { lines.append(reading) }
    if let first = fitted.first?.week, let last = fitted.last?.week {
      if ladder.flat {
        lines.append(
          "\(StageCopy.doseText(first)) for \(weeks): \(ladder.describe(last)).")
      } else if first.dose == last.dose {
        lines.append("\(StageCopy.doseText(first).capitalizedFirst) for \(weeks).")
      } else {
        lines.append(
          "From \(StageCopy.doseText(first)) to \(StageCopy.doseText(last)) in \(weeks).")
      }
    }
    let reason = StageCopy.trimmed(goal.why)
    if !reason.isEmpty { lines.append("Why it matters: \u{201C}\(reason)\u{201D}.") }
    return lines.joined(separator: " ")
  }
}
