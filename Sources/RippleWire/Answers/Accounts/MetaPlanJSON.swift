#if !hasFeature(Embedded)
import RippleCore

/// The plan in force and its limits; a null limit is unlimited, and what is not there is null,
/// so a client never guesses from absence.
public struct MetaPlanJSON: WireObject, Sendable {
  public var tier: Tier
  public var today: Day
  /// Where plans come from (`on`, `off`, `choose`).
  public var plans: String
  public var purchaseUrl: String?
  public var limits: PlanLimits
  public var activeHabits: Int
  public var categories: Int

  public init(
    tier: Tier, today: Day, activeHabits: Int, categories: Int, plans: String,
    purchaseUrl: String?
  ) {
    self.tier = tier
    self.today = today
    self.plans = plans
    self.purchaseUrl = purchaseUrl
    limits = PlanLimits(tier: tier, today: today)
    self.activeHabits = activeHabits
    self.categories = categories
  }

  public static let wireName = "MetaPlan"
  public static let wireSummary = "The plan in force and its limits; a null limit is unlimited"
  public static let wireFields: [WireField<MetaPlanJSON>] = [
    WireField("tier", "The stored plan, as Settings.tier", as: .tierCode) { $0.tier.code },
    WireField(
      "currentTier",
      "The plan in force today (an ended Premium+ reads as what it fell back to)", as: .tierCode
    ) { $0.tier.current(on: $0.today).code },
    WireField("plans", as: .plansMode) { $0.plans },
    .nullable("activeUntil", "The last day of Premium+", as: .day) {
      $0.tier.current(on: $0.today).expiry?.text
    },
    .nullable("notice", "Why the plan changed (Premium+ ended), to show the user") {
      Membership.notice(for: $0.tier, today: $0.today)
    },
    .nullable("purchaseUrl", "Where to buy a licence (ripple serve --purchase-url)") {
      $0.purchaseUrl
    },
    WireField("premium", "Premium features are available today") { $0.limits.isPremium },
    .nullable("activeHabitLimit", "null when unlimited") { $0.limits.activeHabits },
    .nullable("categoryLimit") { $0.limits.categories },
    .nullable("remindersPerDayLimit") { $0.limits.remindersPerDay },
    .nullable("statisticsDaysLimit", "The longest statistics range the plan shows, in days") {
      $0.limits.statisticsDays
    },
    WireField("activeHabits", "Active habits now") { $0.activeHabits },
    WireField("categories", "Categories now") { $0.categories },
    WireField("canAddHabit") { plan in
      PlanCheckJSON(
        TierLimits.canAddActiveHabit(
          activeCount: plan.activeHabits, tier: plan.tier, today: plan.today))
    },
    WireField("canAddCategory") { plan in
      PlanCheckJSON(
        TierLimits.canAddCategory(count: plan.categories, tier: plan.tier, today: plan.today))
    },
    WireField("advancedInsights") {
      PlanCheckJSON(TierLimits.canSeeAdvancedInsights(tier: $0.tier, today: $0.today))
    },
    WireField(
      "customColors",
      "A habit colour outside palette.presets (the free plan offers the presets; a habit keeps "
        + "a custom colour it already has)"
    ) { PlanCheckJSON(TierLimits.canUseCustomColors(tier: $0.tier, today: $0.today)) },
    WireField(
      "customIcons",
      "An image of the user's own as a habit's icon (POST /api/v1/icons; a habit keeps one it "
        + "already has)"
    ) { PlanCheckJSON(TierLimits.canUseCustomIcons(tier: $0.tier, today: $0.today)) },
  ]
}

/// Whether the plan allows something, and why not.
public struct PlanCheckJSON: WireObject, Sendable {
  public var check: TierCheck

  public init(_ check: TierCheck) { self.check = check }

  public static let wireName = "PlanCheck"
  public static let wireSummary = "Whether the plan allows something, and why not"
  public static let wireFields: [WireField<PlanCheckJSON>] = [
    WireField("allowed") { $0.check.isAllowed },
    .optional("reason", "What to show when not allowed") { json -> String? in
      if case .needsPremium(let text) = json.check { return text }
      return nil
    },
  ]
}
#endif
