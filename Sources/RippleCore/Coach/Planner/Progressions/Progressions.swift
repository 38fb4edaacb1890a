/// Each domain's progression rule, computing every week's dose from the baseline toward the
/// target within the timeline.
enum Progressions {
  static func plan(_ context: PlanContext) -> PlannedWeeks {
    switch context.domain {
    case .running: return RunningPlan.plan(context)
    case .strength: return StrengthPlan.plan(context)
    case .sleep: return SleepPlan.plan(context)
    case .saving: return SavingPlan.plan(context)
    case .nutrition: return NutritionPlan.plan(context)
    case .social: return SocialPlan.plan(context)
    case .smoking, .sugar, .alcohol, .screenTime: return CuttingDownPlan.plan(context)
    case .flexibility, .meditation, .reading, .writing, .language, .instrument, .study,
      .declutter, .general:
      return PracticePlan.plan(context)
    }
  }
}
