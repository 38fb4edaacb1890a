import RippleCore

/// `TodayLayout` as a check-in's answer carries it: each section's cards as habit ids, in order,
/// and Today's streak notices and lists of habits as GET /today sends them.
public struct TodayLayoutJSON: Encodable, Sendable {
  public struct Section: Encodable, Sendable {
    public var kind: String
    public var title: String
    public var habitIds: [String]
  }

  /// The day Today shows.
  public var day: String
  public var sections: [Section]
  public var atRisk: [TodayJSON.AtRisk]
  public var graceBanner: TodayJSON.Banner?
  public var notDueToday: [TodayJSON.HabitBrief]
  public var tomorrow: TodayJSON.Tomorrow

  public init(_ layout: TodayLayout, settings: Settings) {
    let today = layout.day
    day = today.text
    sections = layout.sections.map { section in
      Section(
        kind: section.kind.rawValue, title: section.kind.title,
        habitIds: section.habitIDs.map(\.rawValue))
    }
    atRisk = settings.streaksVisible ? layout.atRisk.map(TodayJSON.AtRisk.init) : []
    graceBanner = settings.streaksVisible ? layout.graceBanner.map(TodayJSON.Banner.init) : nil
    let first = settings.firstWeekday
    notDueToday = layout.notDueToday.map {
      TodayJSON.HabitBrief($0.habit, nextDue: $0.nextDue, today: today, firstWeekday: first)
    }
    tomorrow = TodayJSON.Tomorrow(
      day: today.adding(days: 1).text,
      habits: layout.tomorrow.map { TodayJSON.HabitBrief($0, today: today, firstWeekday: first) })
  }
}
