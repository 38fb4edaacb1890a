import RippleCore

/// The members Today and a check-in's layout share: the streaks at risk, the one banner, the
/// habits not due today and those due tomorrow. Streak notices only when streaks are shown.
struct TodayNotices: Sendable {
  var layout: TodayLayout
  var settings: Settings

  /// The members, read from `notices` of an answer.
  static func fields<Root>(
    _ notices: @escaping @Sendable (Root) -> TodayNotices
  ) -> [WireField<Root>] {
    [
      WireField("atRisk", "Streaks in their grace period") { root in
        let notices = notices(root)
        return notices.settings.streaksVisible ? notices.layout.atRisk.map(AtRiskJSON.init) : []
      },
      .optional("graceBanner") { root in
        let notices = notices(root)
        return notices.settings.streaksVisible
          ? notices.layout.graceBanner.map(GraceBannerJSON.init) : nil
      },
      WireField(
        "notDueToday",
        "Active habits with no card today (nothing due, nothing logged), in the user's order"
      ) { root in
        let notices = notices(root)
        return notices.layout.notDueToday.map {
          HabitBriefJSON(
            habit: $0.habit, nextDue: $0.nextDue, today: notices.layout.day,
            firstWeekday: notices.settings.firstWeekday)
        }
      },
      WireField("tomorrow") { root in
        let notices = notices(root)
        return DueTomorrowJSON(
          day: notices.layout.day.adding(days: 1),
          habits: notices.layout.tomorrow.map {
            HabitBriefJSON(
              habit: $0, nextDue: nil, today: notices.layout.day,
              firstWeekday: notices.settings.firstWeekday)
          })
      },
    ]
  }
}

/// A streak in its grace period.
public struct AtRiskJSON: WireObject, Sendable {
  public var card: TodayCard

  public init(_ card: TodayCard) { self.card = card }

  public static let wireName = "AtRisk"
  public static let wireSummary = "A streak in its grace period"
  public static let wireFields: [WireField<AtRiskJSON>] = [
    WireField("habitId") { $0.card.habit.id.rawValue },
    WireField("name") { $0.card.habit.name },
    WireField("streak") { $0.card.streak.current },
    WireField("unit", as: .oneOf(["day", "week"])) { $0.card.streak.unit.rawValue },
    .optional("hoursLeft") { $0.card.streak.hoursLeft },
    WireField("message") { $0.card.atRiskMessage ?? "" },
  ]
}

/// The one streak banner Today shows.
public struct GraceBannerJSON: WireObject, Sendable {
  public var banner: GraceBanner

  public init(_ banner: GraceBanner) { self.banner = banner }

  public static let wireName = "GraceBanner"
  public static let wireSummary =
    "The one streak banner Today shows, absent unless it helps: a streak at risk whose grace window is running out (3 hours or less), whose habit's usual completion time has passed, or a limit habit that has reached its limit. The longest such streak."
  public static let wireFields: [WireField<GraceBannerJSON>] = [
    WireField("habitId") { $0.banner.card.habit.id.rawValue },
    WireField("streak") { $0.banner.card.streak.current },
    WireField("unit", as: .oneOf(["day", "week"])) { $0.banner.card.streak.unit.rawValue },
    .optional("hoursLeft") { $0.banner.card.streak.hoursLeft },
    WireField(
      "reason", as: .oneOf(["window_closing", "usual_time_passed", "limit_reached"])
    ) { $0.banner.reason.rawValue },
    WireField("message") { $0.banner.message },
  ]
}

/// A habit with no card today, for the collapsed "Not due today" list and the tomorrow preview.
public struct HabitBriefJSON: WireObject, Sendable {
  public var habit: Habit
  public var nextDue: Day?
  public var today: Day
  public var firstWeekday: Weekday

  public static let wireName = "HabitBrief"
  public static let wireSummary = "A habit in brief; the not-due list adds when it is next due"
  public static let wireFields: [WireField<HabitBriefJSON>] = [
    WireField("id") { $0.habit.id.rawValue },
    WireField("name") { $0.habit.name },
    WireField("color") { $0.habit.color },
    WireField("icon") { $0.habit.icon },
    WireField("scheduleText") { $0.habit.schedule.text(firstWeekday: $0.firstWeekday) },
    .optional("nextDue", "Not-due list only: the next day the schedule falls on", as: .day) {
      $0.nextDue?.text
    },
    .optional("nextDueText", "Tomorrow, Friday, Dec 1") { brief in
      brief.nextDue.map { $0.relativeTitle(today: brief.today) }
    },
  ]
}

/// The habits due tomorrow.
public struct DueTomorrowJSON: WireObject, Sendable {
  public var day: Day
  public var habits: [HabitBriefJSON]

  public static let wireName = "DueTomorrow"
  public static let wireSummary = "Tomorrow, and the active habits due then in the user's order"
  public static let wireFields: [WireField<DueTomorrowJSON>] = [
    WireField("day", as: .day) { $0.day.text },
    WireField("habits") { $0.habits },
  ]
}
