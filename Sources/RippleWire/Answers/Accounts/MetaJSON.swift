#if !hasFeature(Embedded)
import RippleCore

/// `GET /api/v1/meta`: everything a client must not hard-code — the user's calendar, the plan's
/// limits in force, the text and schedule limits, the palettes, the statistics ranges with their
/// locks and the schedule kinds — all as the engine has them.
public struct MetaJSON: WireObject, Sendable {
  public var calendar: MetaCalendarJSON
  public var plan: MetaPlanJSON
  public var display: MetaDisplayJSON
  public var palette: PaletteJSON
  public var statsRanges: [RangeOptionJSON]
  public var server: ServerInfo

  /// `today` is the user's day, `planDay` the day the plan is judged on; `allHabits` counts the
  /// archived habits too (it picks the next automatic colour).
  public init(
    settings: Settings, today: Day, planDay: Day, minutesIntoDay: Int, activeHabits: Int,
    allHabits: Int, categories: Int, plans: String, purchaseUrl: String?, server: ServerInfo
  ) {
    calendar = MetaCalendarJSON(settings: settings, today: today, minutesIntoDay: minutesIntoDay)
    plan = MetaPlanJSON(
      tier: settings.tier, today: planDay, activeHabits: activeHabits, categories: categories,
      plans: plans, purchaseUrl: purchaseUrl)
    display = MetaDisplayJSON(settings)
    palette = PaletteJSON(habitCount: allHabits)
    statsRanges = StatsRange.options(tier: settings.tier, today: planDay).map(RangeOptionJSON.init)
    self.server = server
  }

  public static let wireName = "Meta"
  public static let wireSummary = "What a client must not hard-code, as the engine has it"
  public static let wireFields: [WireField<MetaJSON>] = [
    WireField("calendar") { $0.calendar },
    WireField("plan") { $0.plan },
    WireField("display") { $0.display },
    WireField("textLimits") { _ in TextLimitsJSON() },
    WireField("scheduleLimits") { _ in ScheduleLimitsJSON() },
    WireField("scheduleKinds") { _ in ScheduleKind.allCases.map(ScheduleKindOptionJSON.init) },
    WireField("targetKinds") { _ in TargetKind.allCases.map(TargetKindOptionJSON.init) },
    WireField("palette") { $0.palette },
    WireField("statsRanges") { $0.statsRanges },
    WireField("milestones", "The streak lengths celebrated") { _ in Milestone.all },
    WireField("server", "What the server is, for the About screen") { $0.server },
  ]
}

/// How the user's settings shape the screens (calm mode hides streaks).
public struct MetaDisplayJSON: WireObject, Sendable {
  public var settings: Settings

  public init(_ settings: Settings) { self.settings = settings }

  public static let wireName = "MetaDisplay"
  public static let wireSummary = "How the user's settings shape the screens"
  public static let wireFields: [WireField<MetaDisplayJSON>] = [
    WireField("celebrations", as: .words(CelebrationLevel.self)) {
      $0.settings.celebrations.rawValue
    },
    WireField("calm", "Calm mode (celebrations off): neutral copy, no streaks or celebrations") {
      $0.settings.isCalm
    },
    WireField("streaksVisible", "Streaks are enabled and not in calm mode") {
      $0.settings.streaksVisible
    },
  ]
}
#endif
