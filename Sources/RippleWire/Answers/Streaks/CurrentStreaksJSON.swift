import RippleCore

/// `GET /api/v1/streaks/current`: every active habit's streak, the perfect-days streak and each
/// time-of-day section's.
public struct CurrentStreaksJSON: WireObject, Sendable {
  public var timelines: [HabitTimeline]
  public var today: Day
  public var minutesIntoDay: Int

  public init(_ timelines: [HabitTimeline], today: Day, minutesIntoDay: Int) {
    self.timelines = timelines
    self.today = today
    self.minutesIntoDay = minutesIntoDay
  }

  public static let wireName = "CurrentStreaks"
  public static let wireSummary =
    "Every active habit's streak, the perfect-days streak and each time-of-day section's"
  public static let wireFields: [WireField<CurrentStreaksJSON>] = [
    WireField("habits") { now in
      now.timelines.map {
        HabitStreakJSON(
          habit: $0.habit,
          status: HabitStreaks.status(of: $0, today: now.today, minutesIntoDay: now.minutesIntoDay))
      }
    },
    WireField("perfectDays") {
      StreakJSON(
        PerfectDays.status($0.timelines, today: $0.today, minutesIntoDay: $0.minutesIntoDay))
    },
    WireField(
      "sections",
      "The streak of each time-of-day section (a habit belongs to the section of its earliest reminder that weekday: morning before 12:00, afternoon until 17:59, evening from 18:00, anytime without one): days on which every habit of the section due was done, with the perfect-days rules. Only sections that had anything due are listed, in morning, afternoon, evening, anytime order."
    ) {
      SectionStreaks.statuses($0.timelines, today: $0.today, minutesIntoDay: $0.minutesIntoDay)
        .map(SectionStreakJSON.init)
    },
  ]
}

/// One habit's streak as of today.
public struct HabitStreakJSON: WireObject, Sendable {
  public var habit: Habit
  public var status: StreakStatus

  public static let wireName = "HabitStreak"
  public static let wireSummary = "One habit's streak as of today"
  public static let wireFields: [WireField<HabitStreakJSON>] = [
    WireField("habitId") { $0.habit.id.rawValue },
    WireField("name") { $0.habit.name },
    WireField("current") { $0.status.current },
    WireField("longest") { $0.status.longest },
    WireField("unit", as: .oneOf(["day", "week"])) { $0.status.unit.rawValue },
    .optional("lastCompletedDay", as: .day) { $0.status.lastCompletedDay?.text },
    WireField("atRisk") { $0.status.atRisk },
    .optional("hoursLeft") { $0.status.hoursLeft },
  ]
}

/// One time-of-day section's streak.
public struct SectionStreakJSON: WireObject, Sendable {
  public var streak: SectionStreak

  public init(_ streak: SectionStreak) { self.streak = streak }

  public static let wireName = "SectionStreak"
  public static let wireSummary = "One time-of-day section's streak: every habit due in it done"
  public static let wireFields: [WireField<SectionStreakJSON>] = [
    WireField("section", as: .named("DaySection")) { $0.streak.kind.rawValue },
    WireField("title") { $0.streak.kind.title },
    WireField("current") { $0.streak.status.current },
    WireField("longest") { $0.streak.status.longest },
    .optional("lastCompletedDay", as: .day) { $0.streak.status.lastCompletedDay?.text },
    WireField("atRisk") { $0.streak.status.atRisk },
    .optional("hoursLeft") { $0.streak.status.hoursLeft },
  ]
}
