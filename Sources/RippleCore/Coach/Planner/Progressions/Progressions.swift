/// Each domain's progression rule: its ladder of doses from where the person is now toward the
/// target, at the pace a professional in the field would accept.
enum Progressions {
  static func plan(_ context: PlanContext) -> Ladder {
    switch context.domain {
    case .running: return RunningPlan.plan(context)
    case .walking: return WalkingPlan.plan(context)
    case .swimming: return SwimmingPlan.plan(context)
    case .cycling: return CyclingPlan.plan(context)
    case .strength: return StrengthPlan.plan(context)
    case .gym: return GymPlan.plan(context)
    case .sleep: return SleepPlan.plan(context)
    case .wakeTime: return WakePlan.plan(context)
    case .saving, .debt: return SavingPlan.plan(context)
    case .spending: return SpendingPlan.plan(context)
    case .nutrition: return NutritionPlan.plan(context)
    case .cooking: return CookingPlan.plan(context)
    case .social: return SocialPlan.plan(context)
    case .meetingPeople: return MeetingPeoplePlan.plan(context)
    case .phoneFree: return PhoneFreePlan.plan(context)
    case .smoking, .sugar, .alcohol, .screenTime: return CuttingDownPlan.plan(context)
    case .dailyHabit: return DailyHabitPlan.plan(context)
    case .flexibility, .meditation, .reading, .writing, .language, .instrument, .study,
      .declutter, .general:
      return PracticePlan.plan(context)
    }
  }
}
