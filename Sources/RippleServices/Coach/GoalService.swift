import Foundation
import RippleCore
import RippleStore

/// The coach over the store: loads a goal's state, runs the engine, and saves what it returns
/// together with the linked habit.
public struct GoalService: Sendable {
  public let repository: any RippleRepository
  public let planner: CoachPlanner
  public let clock: ServerClock

  public init(repository: any RippleRepository, planner: CoachPlanner, clock: ServerClock) {
    self.repository = repository
    self.planner = planner
    self.clock = clock
  }

  public func load(_ id: String, user: UserID) async throws -> (GoalRecord, CoachState) {
    let record = try await repository.goal(id, for: user)
    return (record, record.state)
  }

  /// Creates the goal and its habit (named as `LinkedHabitName` says), with `reminders`, checked
  /// against the plan on `today` (the server's); turns the weekly summary on when the goal's past
  /// obstacles ask for it (`PastAttempts.wantsWeeklySummary`).
  public func create(
    goal: Goal, roadmap: Roadmap, user: UserID, today: Day, reminders: [Reminder] = []
  ) async throws -> (GoalRecord, CoachState) {
    let state = CoachState(goal: goal, roadmap: roadmap)
    let millis = clock.nowMillis()
    var habit = CoachState.linkedHabit(for: goal, roadmap: roadmap)
    let habits = try await repository.habits(for: user, filter: .all)
    habit.name = LinkedHabitName.free(habit.name, for: habit.id, among: habits)
    habit.reminders = reminders
    habit.color = ""
    habit.createdAt = millis
    habit.updatedAt = millis
    let record = GoalRecord(state: state, createdAt: millis, updatedAt: millis)
    let created = try await repository.createGoal(record, habit: habit, for: user, today: today)
    if goal.pastAttempts.wantsWeeklySummary,
      let notifications = repository as? any NotificationRepository
    {
      var preferences = try await notifications.notificationPreferences(for: user)
      if !preferences.weeklySummary {
        preferences.weeklySummary = true
        try await notifications.saveNotificationPreferences(preferences, for: user)
      }
    }
    return (created, state)
  }

  /// Saves `state` (from `record`'s revision) and the linked habit as the state has it, checked
  /// against the plan on `today` (the server's).
  public func save(
    _ record: GoalRecord, state: CoachState, user: UserID, today: Day
  ) async throws -> GoalRecord {
    let stored = try await repository.habit(record.habitID, for: user)
    var habit = state.linkedHabit(base: stored)
    if habit.name != stored.name {
      let habits = try await repository.habits(for: user, filter: .all)
      habit.name = LinkedHabitName.free(habit.name, for: habit.id, among: habits)
    }
    if habit != stored { habit.updatedAt = clock.nowMillis() }
    var record = record
    record.state = state
    record.updatedAt = clock.nowMillis()
    return try await repository.saveGoal(record, habit: habit, for: user, today: today)
  }

  /// The week holding `day` (today's by default) of the goal's linked habit.
  public func week(
    _ state: CoachState, user: UserID, today: Day, firstWeekday: Weekday, weekOf day: Day? = nil
  ) async throws -> CoachWeek {
    try await weekAndLog(state, user: user, today: today, firstWeekday: firstWeekday, weekOf: day)
      .week
  }

  /// The week as `week(…)` reads it, with the habit's log it was read from (its notes and amounts).
  public func weekAndLog(
    _ state: CoachState, user: UserID, today: Day, firstWeekday: Weekday, weekOf day: Day? = nil
  ) async throws -> (week: CoachWeek, log: HabitLog) {
    let logs = try await repository.logs(
      for: user, filter: .all, from: (day ?? today).adding(days: -7))
    var log = logs.first { $0.habit.id == state.goal.habitID }
    if log == nil {
      log = HabitLog(
        habit: try await repository.habit(state.goal.habitID, for: user), checkIns: [])
    }
    let week = CoachWeek(
      state: state, log: log!, today: today, firstWeekday: firstWeekday, weekOf: day)
    return (week, log!)
  }

  /// The days of the last `weeks` weeks up to today's (the weeks of the goal's linked habit as
  /// the coach sees them), for what the logs show.
  public func recentDays(
    _ state: CoachState, user: UserID, today: Day, firstWeekday: Weekday, weeks: Int = 4
  ) async throws -> [CoachDay] {
    let logs = try await repository.logs(
      for: user, filter: .all, from: today.adding(days: -7 * weeks))
    var log = logs.first { $0.habit.id == state.goal.habitID }
    if log == nil {
      log = HabitLog(
        habit: try await repository.habit(state.goal.habitID, for: user), checkIns: [])
    }
    guard let log else { return [] }
    return (0..<weeks).reversed().flatMap { back in
      CoachWeek(
        state: state, log: log, today: today, firstWeekday: firstWeekday,
        weekOf: today.adding(days: -7 * back)
      ).days
    }
  }

  /// The welcome back when the user has not logged the goal's habit for three days or more,
  /// read from the habit's whole history (the gap may be longer than a week).
  public func welcomeBack(
    _ state: CoachState, user: UserID, today: Day
  ) async throws -> WelcomeBack? {
    let habit = try await repository.habit(state.goal.habitID, for: user)
    let checkIns = try await repository.checkIns(for: user, habit: habit.id, in: nil)
    return WelcomeBack(
      state: state, log: HabitLog(habit: habit, checkIns: checkIns), today: today)
  }

  /// Runs `move`, first keeping the verdict of last week (the end-of-week decision), and
  /// saves the result, its habit checked against the plan on `planDay` (the server's today;
  /// `today` when not given). A move made from `revision` of the goal is refused once the goal
  /// has changed since (a `CoachRule` conflict on `revision`), so a repeated tap cannot advance
  /// twice.
  public func apply(
    _ move: CoachMove, to id: String, user: UserID, today: Day, planDay: Day? = nil,
    firstWeekday: Weekday, revision: Int64?
  ) async throws -> (GoalRecord, CoachUpdate) {
    let (record, state) = try await judged(id, user: user, today: today, firstWeekday: firstWeekday)
    if let revision, revision != record.revision {
      throw CoachRule.conflict(
        "The goal changed since you last saw it; look again before choosing", field: "revision")
    }
    let update: CoachUpdate
    do {
      update = try CoachMoves.apply(move, to: state, today: today, firstWeekday: firstWeekday)
    } catch {
      throw error.rule
    }
    let saved = try await save(record, state: update.state, user: user, today: planDay ?? today)
    if update.state.currentIndex > state.currentIndex {
      let stage = update.state.currentStage
      let data: [String: WebhookValue] = [
        "goal": .object(["id": .string(id), "what": .string(update.state.goal.what)]),
        "stage": .object([
          "number": .number(Double(update.state.currentIndex + 1)), "title": .string(stage.title),
          "of": .number(Double(update.state.roadmap.stages.count)),
        ]),
      ]
      _ = try? await WebhookQueueing(repository, user: user)?.queue(
        .coachStageAdvanced, data: data, now: clock.nowMillis())
    }
    return (saved, update)
  }

  /// The goal as of `today` with last week's verdict kept, the state every move starts from.
  public func judged(
    _ id: String, user: UserID, today: Day, firstWeekday: Weekday
  ) async throws -> (GoalRecord, CoachState) {
    let (record, loaded) = try await current(
      id, user: user, today: today, firstWeekday: firstWeekday)
    var state = loaded
    if !state.goal.status.isFinished {
      let lastWeek = try await week(
        state, user: user, today: today, firstWeekday: firstWeekday,
        weekOf: today.adding(days: -7))
      if lastWeek.weekStart >= state.stageStart.startOfWeek(firstWeekday: firstWeekday) {
        state = state.recording(lastWeek)
      }
    }
    return (record, state)
  }
}
