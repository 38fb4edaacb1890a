import Hummingbird
import RippleCore
import RippleStore

/// `/api/v1/streaks` (spec 004, Architecture): current streaks and per-day completion.
struct StreaksController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>

  struct HabitStreak: Encodable {
    var habitId: String
    var name: String
    var current: Int
    var longest: Int
    var unit: String
    var lastCompletedDay: String?
    var atRisk: Bool
    var hoursLeft: Int?

    init(_ habit: Habit, _ status: StreakStatus) {
      let streak = StreakJSON(status)
      habitId = habit.id.rawValue
      name = habit.name
      current = streak.current
      longest = streak.longest
      unit = streak.unit
      lastCompletedDay = streak.lastCompletedDay
      atRisk = streak.atRisk
      hoursLeft = streak.hoursLeft
    }
  }

  struct Current: ResponseEncodable {
    var habits: [HabitStreak]
    var perfectDays: StreakJSON
  }

  struct DayJSON: Encodable {
    var day: String
    var due: Int
    var done: Int
    var perfect: Bool
  }

  struct History: ResponseEncodable {
    var days: [DayJSON]
  }

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get("current", use: current)
      .get("history", use: history)
  }

  @Sendable func current(_ request: Request, context: AppRequestContext) async throws -> Current {
    let now = try await calendar.now(request, context)
    let timelines = try await timelines(context, now: now)
    let habits = timelines.map { timeline in
      HabitStreak(
        timeline.habit,
        HabitStreaks.status(of: timeline, today: now.today, minutesIntoDay: now.minutesIntoToday))
    }
    let perfect = PerfectDays.status(
      timelines, today: now.today, minutesIntoDay: now.minutesIntoToday)
    return Current(habits: habits, perfectDays: StreakJSON(perfect))
  }

  @Sendable func history(_ request: Request, context: AppRequestContext) async throws -> History {
    let now = try await calendar.now(request, context)
    let range = try request.dayRange(
      today: now.today, maxDays: 92,
      limitText: "A streak history covers at most 3 months (92 days); ask for a shorter range")
    let timelines = try await timelines(context, now: now)
    let days = PerfectDays.days(timelines, in: range).map {
      DayJSON(day: $0.day.text, due: $0.due, done: $0.done, perfect: $0.isPerfect)
    }
    return History(days: days)
  }

  private func timelines(
    _ context: AppRequestContext, now: UserNow
  ) async throws
    -> [HabitTimeline]
  {
    try await repository.logs(for: context.user, filter: .active, from: nil).map {
      HabitTimeline(log: $0, through: now.today, firstWeekday: now.settings.firstWeekday)
    }
  }
}
