import RippleCore
import RippleServices

/// The user's calendar now: today in their zone and day-start hour, and their week.
struct MetaCalendarJSON: Encodable, Sendable {
  var today: String
  var dateTitle: String
  var tomorrow: String
  var yesterday: String
  var weekStart: String
  var weekEnd: String
  var firstWeekday: String
  /// The weekday codes in display order, from the first weekday.
  var weekdays: [String]
  var timeZone: String
  var dayStartHour: Int
  /// Minutes since the user's day began (with the day-start hour).
  var minutesIntoDay: Int

  init(_ now: UserNow) {
    let settings = now.settings
    let start = now.today.startOfWeek(firstWeekday: settings.firstWeekday)
    today = now.today.text
    dateTitle = now.today.longTitle
    tomorrow = now.today.adding(days: 1).text
    yesterday = now.today.adding(days: -1).text
    weekStart = start.text
    weekEnd = start.adding(days: 6).text
    firstWeekday = settings.firstWeekday.code
    weekdays = Weekday.ordered(startingOn: settings.firstWeekday).map(\.code)
    timeZone = settings.timeZone
    dayStartHour = settings.dayStartHour
    minutesIntoDay = now.minutesIntoToday
  }
}

/// The plan in force and its limits; a null limit is unlimited.
struct MetaPlanJSON: Encodable, Sendable {
  struct CheckJSON: Encodable, Sendable {
    var allowed: Bool
    var reason: String?

    init(_ check: TierCheck) {
      allowed = check.isAllowed
      if case .needsPremium(let text) = check { reason = text }
    }
  }

  var tier: String
  var currentTier: String
  var plans: String
  var activeUntil: String?
  var notice: String?
  var purchaseUrl: String?
  var limits: PlanLimits
  var activeHabits: Int
  var categories: Int
  var canAddHabit: CheckJSON
  var canAddCategory: CheckJSON
  var advancedInsights: CheckJSON
  var customColors: CheckJSON

  init(tier: Tier, today: Day, activeHabits: Int, categories: Int, plans: PlanOptions) {
    self.tier = tier.code
    currentTier = tier.current(on: today).code
    self.plans = plans.mode.rawValue
    activeUntil = tier.current(on: today).expiry?.text
    notice = Membership.notice(for: tier, today: today)
    purchaseUrl = plans.purchaseURL
    limits = PlanLimits(tier: tier, today: today)
    self.activeHabits = activeHabits
    self.categories = categories
    canAddHabit = CheckJSON(
      TierLimits.canAddActiveHabit(activeCount: activeHabits, tier: tier, today: today))
    canAddCategory = CheckJSON(
      TierLimits.canAddCategory(count: categories, tier: tier, today: today))
    advancedInsights = CheckJSON(TierLimits.canSeeAdvancedInsights(tier: tier, today: today))
    customColors = CheckJSON(TierLimits.canUseCustomColors(tier: tier, today: today))
  }

  enum CodingKeys: String, CodingKey {
    case tier, currentTier, plans, activeUntil, notice, purchaseUrl, premium, activeHabitLimit,
      categoryLimit, remindersPerDayLimit, statisticsDaysLimit
    case activeHabits, categories, canAddHabit, canAddCategory, advancedInsights, customColors
  }

  /// Limits are written as `null` when unlimited, so a client never guesses from absence.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(tier, forKey: .tier)
    try container.encode(currentTier, forKey: .currentTier)
    try container.encode(plans, forKey: .plans)
    try container.encode(activeUntil, forKey: .activeUntil)
    try container.encode(notice, forKey: .notice)
    try container.encode(purchaseUrl, forKey: .purchaseUrl)
    try container.encode(limits.isPremium, forKey: .premium)
    try encodeLimit(limits.activeHabits, .activeHabitLimit, &container)
    try encodeLimit(limits.categories, .categoryLimit, &container)
    try encodeLimit(limits.remindersPerDay, .remindersPerDayLimit, &container)
    try encodeLimit(limits.statisticsDays, .statisticsDaysLimit, &container)
    try container.encode(activeHabits, forKey: .activeHabits)
    try container.encode(categories, forKey: .categories)
    try container.encode(canAddHabit, forKey: .canAddHabit)
    try container.encode(canAddCategory, forKey: .canAddCategory)
    try container.encode(advancedInsights, forKey: .advancedInsights)
    try container.encode(customColors, forKey: .customColors)
  }

  private func encodeLimit(
    _ value: Int?, _ key: CodingKeys, _ container: inout KeyedEncodingContainer<CodingKeys>
  ) throws {
    if let value {
      try container.encode(value, forKey: key)
    } else {
      try container.encodeNil(forKey: key)
    }
  }
}
