import RippleCore
import RippleStore

/// `GET /api/v1/today`.
public struct TodayJSON: Encodable, Sendable {
  public struct Section: Encodable, Sendable {
    public var kind: String
    public var title: String
    public var cards: [CardJSON]
  }

  public struct AtRisk: Encodable, Sendable {
    public var habitId: String
    public var name: String
    public var streak: Int
    public var unit: String
    public var hoursLeft: Int?
    public var message: String

    public init(_ card: TodayCard) {
      habitId = card.habit.id.rawValue
      name = card.habit.name
      streak = card.streak.current
      unit = card.streak.unit.rawValue
      hoursLeft = card.streak.hoursLeft
      message = card.atRiskMessage ?? ""
    }
  }

  public struct Banner: Encodable, Sendable {
    public var habitId: String
    public var streak: Int
    public var unit: String
    public var hoursLeft: Int?
    /// "window_closing", "usual_time_passed" or "limit_reached".
    public var reason: String
    public var message: String

    public init(_ banner: GraceBanner) {
      habitId = banner.card.habit.id.rawValue
      streak = banner.card.streak.current
      unit = banner.card.streak.unit.rawValue
      hoursLeft = banner.card.streak.hoursLeft
      reason = banner.reason.rawValue
      message = banner.message
    }
  }

  /// A habit with no card today, for the collapsed "Not due today" section and the tomorrow
  /// preview.
  public struct HabitBrief: Encodable, Sendable {
    public var id: String
    public var name: String
    public var color: String
    public var icon: String
    public var scheduleText: String
    /// The next day the habit is due (not-due list only).
    public var nextDue: String?
    /// "Tomorrow", "Friday", "Dec 1" (not-due list only).
    public var nextDueText: String?

    public init(_ habit: Habit, nextDue: Day? = nil, today: Day, firstWeekday: Weekday) {
      id = habit.id.rawValue
      name = habit.name
      color = habit.color
      icon = habit.icon
      scheduleText = habit.schedule.text(firstWeekday: firstWeekday)
      self.nextDue = nextDue?.text
      nextDueText = nextDue.map { $0.relativeTitle(today: today) }
    }
  }

  public struct Tomorrow: Encodable, Sendable {
    public var day: String
    public var habits: [HabitBrief]
  }

  public var day: String
  public var dateTitle: String
  public var summary: SummaryJSON
  public var perfectDay: Bool
  public var sections: [Section]
  public var atRisk: [AtRisk]
  /// The one streak banner Today shows, when the engine finds it helps.
  public var graceBanner: Banner?
  public var notDueToday: [HabitBrief]
  public var tomorrow: Tomorrow
  public var perfectDays: StreakJSON
  public var settings: SettingsDTO
  /// Calm mode (celebrations off): neutral copy, no streaks or celebrations.
  public var calm: Bool
  /// Streaks are shown: enabled and not in calm mode.
  public var streaksVisible: Bool
  public var habitCount: Int

  public init(_ view: TodayView, settings: Settings, habitCount: Int) {
    day = view.day.text
    dateTitle = view.day.longTitle
    summary = SummaryJSON(view.summary, calm: settings.isCalm)
    perfectDay = view.isPerfectDay
    sections = view.sections.map { section in
      Section(
        kind: section.kind.rawValue, title: section.kind.title,
        cards: section.cards.map { CardJSON($0, settings: settings) })
    }
    let layout = TodayLayoutJSON(TodayLayout(view), settings: settings)
    atRisk = layout.atRisk
    graceBanner = layout.graceBanner
    notDueToday = layout.notDueToday
    tomorrow = layout.tomorrow
    perfectDays = StreakJSON(view.perfectDays)
    self.settings = SettingsDTO(settings)
    calm = settings.isCalm
    streaksVisible = settings.streaksVisible
    self.habitCount = habitCount
  }
}
