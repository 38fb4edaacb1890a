import RippleCore

/// `GET /api/v1/today`: the day's cards by section, with its summary, streak notices and the
/// habits not due.
public struct TodayJSON: WireObject, Sendable {
  public var view: TodayView
  public var layout: TodayLayout
  public var settings: Settings
  public var habitCount: Int

  public init(_ view: TodayView, settings: Settings, habitCount: Int) {
    self.view = view
    layout = TodayLayout(view)
    self.settings = settings
    self.habitCount = habitCount
  }

  public static let wireName = "Today"
  public static let wireSummary = "The Today screen as the engine decides it"
  public static let wireFields: [WireField<TodayJSON>] =
    [
      WireField("day", as: .day) { $0.view.day.text },
      WireField("dateTitle", "Sunday, Nov 22") { $0.view.day.longTitle },
      WireField("summary") { SummaryJSON($0.view.summary, calm: $0.settings.isCalm) },
      WireField("perfectDay") { $0.view.isPerfectDay },
      WireField("sections") { today in
        today.view.sections.map { TodaySectionJSON(section: $0, settings: today.settings) }
      },
    ]
    + TodayNotices.fields { $0.notices }
    + [
      WireField("perfectDays") { StreakJSON($0.view.perfectDays) },
      WireField("settings") { SettingsWire($0.settings) },
      WireField("calm", "Calm mode (celebrations off): neutral copy, no streaks or celebrations") {
        $0.settings.isCalm
      },
      WireField("streaksVisible", "Streaks are enabled and not in calm mode") {
        $0.settings.streaksVisible
      },
      WireField("habitCount") { $0.habitCount },
    ]

  var notices: TodayNotices { TodayNotices(layout: layout, settings: settings) }
}

/// One of Today's sections with its cards.
public struct TodaySectionJSON: WireObject, Sendable {
  public var section: TodaySection
  public var settings: Settings

  public static let wireName = "TodaySection"
  public static let wireSummary = "One of Today's sections, with its cards in order"
  public static let wireFields: [WireField<TodaySectionJSON>] = [
    WireField("kind", TodaySectionWords.summary, as: .words(TodaySectionKind.self)) {
      $0.section.kind.rawValue
    },
    WireField("title") { $0.section.kind.title },
    WireField("cards") { section in
      section.section.cards.map { CardJSON($0, settings: section.settings) }
    },
  ]
}

/// What Today's section kinds are.
enum TodaySectionWords {
  static let summary =
    "Times of day, or in calm mode (celebrations off) to-do, completed (done or skipped, in completion order) and not_due (shown but not due)"
}
