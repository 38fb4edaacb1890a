/// The plan's limits in force for a user on a day, for clients to show before they ask
/// (nil means unlimited). The checks themselves stay in `TierLimits`.
public struct PlanLimits: Hashable, Sendable {
  public var isPremium: Bool
  public var activeHabits: Int?
  public var categories: Int?
  public var remindersPerDay: Int?
  /// The longest statistics range, in days, the plan shows.
  public var statisticsDays: Int?
  public var advancedInsights: Bool

  public init(tier: Tier, today: Day) {
    isPremium = tier.isPremium(on: today)
    activeHabits = isPremium ? nil : TierLimits.freeActiveHabits
    categories = isPremium ? nil : TierLimits.freeCategories
    remindersPerDay = isPremium ? nil : TierLimits.freeRemindersPerDay
    statisticsDays = isPremium ? nil : TierLimits.freeStatisticsDays
    advancedInsights = TierLimits.canSeeAdvancedInsights(tier: tier, today: today).isAllowed
  }
}
