import Hummingbird
import RippleCore
import RippleStore

/// `GET /api/v1/today`.
public struct TodayJSON: ResponseEncodable, Sendable {
  struct Section: Encodable, Sendable {
    var kind: String
    var title: String
    var cards: [CardJSON]
  }

  struct AtRisk: Encodable, Sendable {
    var habitId: String
    var name: String
    var streak: Int
    var unit: String
    var hoursLeft: Int?
    var message: String
  }

  struct Banner: Encodable, Sendable {
    var habitId: String
    var streak: Int
    var unit: String
    var hoursLeft: Int?
    /// "window_closing", "usual_time_passed" or "limit_reached".
    var reason: String
    var message: String

    init(_ banner: GraceBanner) {
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
  struct HabitBrief: Encodable, Sendable {
    var id: String
    var name: String
    var color: String
    var icon: String
    var scheduleText: String
    /// The next day the habit is due (not-due list only).
    var nextDue: String?
    /// "Tomorrow", "Friday", "Dec 1" (not-due list only).
    var nextDueText: String?

    init(_ habit: Habit, nextDue: Day? = nil, today: Day, firstWeekday: Weekday) {
      id = habit.id.rawValue
      name = habit.name
      color = habit.color
      icon = habit.icon
      scheduleText = habit.schedule.text(firstWeekday: firstWeekday)
      self.nextDue = nextDue?.text
      nextDueText = nextDue.map { $0.relativeTitle(today: today) }
    }
  }

  struct Tomorrow: Encodable, Sendable {
    var day: String
    var habits: [HabitBrief]
  }

  var day: String
  var dateTitle: String
  var summary: SummaryJSON
  var perfectDay: Bool
  var sections: [Section]
  var atRisk: [AtRisk]
  /// The one streak banner Today shows, when the engine finds it helps.
  var graceBanner: Banner?
  var notDueToday: [HabitBrief]
  var tomorrow: Tomorrow
  var perfectDays: StreakJSON
  var settings: SettingsDTO
  /// Calm mode (celebrations off): neutral copy, no streaks or celebrations.
  var calm: Bool
  /// Streaks are shown: enabled and not in calm mode.
  var streaksVisible: Bool
  var habitCount: Int

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
    atRisk =
      settings.streaksVisible
      ? view.atRisk.map { card in
        AtRisk(
          habitId: card.habit.id.rawValue, name: card.habit.name, streak: card.streak.current,
          unit: card.streak.unit.rawValue, hoursLeft: card.streak.hoursLeft,
          message: card.atRiskMessage ?? "")
      } : []
    graceBanner = settings.streaksVisible ? view.graceBanner.map(Banner.init) : nil
    let (today, first) = (view.day, settings.firstWeekday)
    notDueToday = view.notDueToday.map {
      HabitBrief($0.habit, nextDue: $0.nextDue, today: today, firstWeekday: first)
    }
    tomorrow = Tomorrow(
      day: today.adding(days: 1).text,
      habits: view.tomorrow.map { HabitBrief($0, today: today, firstWeekday: first) })
    perfectDays = StreakJSON(view.perfectDays)
    self.settings = SettingsDTO(settings)
    calm = settings.isCalm
    streaksVisible = settings.streaksVisible
    self.habitCount = habitCount
  }
}
