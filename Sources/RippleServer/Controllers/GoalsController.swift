import Foundation
import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `/api/v1/goals`: the coach — check and preview a goal, accept it, read goals and
/// their week, make moves, recalibrate, edit upcoming stages, and reflect.
struct GoalsController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>
  let service: GoalService

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get(use: list)
      .post(use: create)
      .post("check", use: check)
      .post("preview", use: preview)
      .post("preview/edits", use: previewEdits)
      .post("preview/order", use: previewOrder)
      .get(":id", use: show)
      .get(":id/week", use: week)
      .post(":id/moves", use: move)
      .patch(":id/stages/:week", use: editStage)
      .post(":id/regenerate", use: regenerate)
    GoalRecalibrationController(calendar: calendar, service: service)
      .addRoutes(to: group)
    GoalReflectionsController(repository: repository, calendar: calendar, service: service)
      .addRoutes(to: group)
    GoalWordsController(repository: repository, calendar: calendar).addRoutes(to: group)
  }

  /// A draft goal from the body (checked and previewed, never stored), its reminder, and the
  /// user's now.
  private func draft(
    _ request: Request, _ context: AppRequestContext
  ) async throws -> (Goal, Reminder?, UserNow, RoadmapVariant) {
    var request = request
    let input = try await request.json(GoalDraftInput.self)
    let now = try await calendar.now(request, context)
    let goal = try input.goal(id: GoalID("draft"), habitID: HabitID("draft"), today: now.today)
    return (goal, try input.reminder(for: goal), now, try input.roadmapVariant())
  }

  @Sendable func check(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> GoalCheckJSON
  {
    let (goal, _, _, _) = try await draft(request, context)
    return GoalCheckJSON(GoalClarity.assess(goal), what: goal.what)
  }

  @Sendable func preview(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> RoadmapPreviewJSON
  {
    let (goal, reminder, now, variant) = try await draft(request, context)
    let planned = await service.planner.roadmap(
      for: goal, today: now.today, reminder: reminder, variant: variant)
    let state = CoachState(goal: goal, roadmap: planned.roadmap)
    return RoadmapPreviewJSON(
      state.roadmap, fallbackReason: planned.fallbackReason,
      endDay: state.endDay(firstWeekday: now.settings.firstWeekday), variant: variant,
      nextVariant: service.planner.nextVariant(after: variant, for: goal, today: now.today))
  }

  @Sendable func previewEdits(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> PreviewEditsJSON
  {
    var request = request
    let input = try await request.json(PreviewEditsInput.self, limit: 256 * 1024)
    return try PreviewEdits.applied(input)
  }

  @Sendable func previewOrder(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> PreviewOrderJSON
  {
    var request = request
    let input = try await request.json(PreviewOrderInput.self, limit: 256 * 1024)
    return try PreviewOrder.applied(input)
  }

  @Sendable func create(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> EditedResponse<GoalJSON>
  {
    var request = request
    let input = try await request.json(GoalDraftInput.self, limit: 256 * 1024)
    let now = try await calendar.now(request, context)
    let goal = try input.goal(
      id: GoalID(UUID().uuidString.lowercased()), habitID: HabitID(UUID().uuidString.lowercased()),
      today: now.today)
    let reminder = try input.reminder(for: goal)
    let roadmap: Roadmap
    if let chosen = input.roadmap?.roadmap {
      roadmap = try RoadmapInputCheck.checked(
        chosen, today: now.today, weeks: goal.plannedWeeks)
    } else {
      roadmap = await service.planner.roadmap(for: goal, today: now.today, reminder: reminder)
        .roadmap
    }
    let (record, state) = try await service.create(
      goal: goal, roadmap: roadmap, user: context.user, today: now.planDay,
      reminders: reminder.map { [$0] } ?? [])
    return EditedResponse(
      status: .created,
      response: GoalJSON(record, state: state, firstWeekday: now.settings.firstWeekday))
  }

  @Sendable func list(_ request: Request, context: AppRequestContext) async throws -> GoalListJSON {
    let now = try await calendar.now(request, context)
    let goals = try await service.all(
      user: context.user, today: now.today, firstWeekday: now.settings.firstWeekday)
    return GoalListJSON(
      goals.map { GoalJSON($0, state: $1, firstWeekday: now.settings.firstWeekday) })
  }

  @Sendable func show(_ request: Request, context: AppRequestContext) async throws -> GoalJSON {
    let now = try await calendar.now(request, context)
    let (record, state) = try await current(context, now)
    return GoalJSON(record, state: state, firstWeekday: now.settings.firstWeekday)
  }

  /// The goal the path names, as of the user's today.
  func current(
    _ context: AppRequestContext, _ now: UserNow
  ) async throws -> (GoalRecord, CoachState) {
    try await service.current(
      Self.id(context), user: context.user, today: now.today,
      firstWeekday: now.settings.firstWeekday)
  }

  @Sendable func week(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> CoachWeekJSON
  {
    let now = try await calendar.now(request, context)
    let weekOf = try request.dayParameter("weekOf")
    let (_, state) = try await current(context, now)
    let (week, log) = try await service.weekAndLog(
      state, user: context.user, today: now.today, firstWeekday: now.settings.firstWeekday,
      weekOf: weekOf)
    let welcome =
      weekOf == nil
      ? try await service.welcomeBack(state, user: context.user, today: now.today) : nil
    return CoachWeekJSON(
      week, review: WeekReview(week: week, state: state, today: now.today),
      welcomeBack: welcome, today: now.today, state: state, log: log)
  }

  @Sendable func move(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> GoalMoveJSON
  {
    var request = request
    let input = try await request.json(GoalMoveInput.self)
    let now = try await calendar.now(request, context)
    let (_, state) = try await service.judged(
      Self.id(context), user: context.user, today: now.today,
      firstWeekday: now.settings.firstWeekday)
    let move = try input.coachMove(
      today: now.today, state: state, firstWeekday: now.settings.firstWeekday)
    let (record, update) = try await service.apply(
      move, to: Self.id(context), user: context.user, today: now.today, planDay: now.planDay,
      firstWeekday: now.settings.firstWeekday, revision: input.revision)
    return GoalMoveJSON(
      goal: GoalJSON(record, state: update.state, firstWeekday: now.settings.firstWeekday),
      update: update)
  }

  @Sendable func editStage(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> GoalJSON
  {
    var request = request
    let input = try await request.json(StageEditInput.self)
    let now = try await calendar.now(request, context)
    guard let week = Int(context.parameters.get("week") ?? ""), (1...99).contains(week) else {
      throw APIError.badRequest("A week is a number from 1", field: "week")
    }
    let (record, state) = try await current(context, now)
    let edited = try StageEdit.applied(input, week: week, to: state)
    let saved = try await service.save(
      record, state: edited, user: context.user, today: now.planDay)
    return GoalJSON(saved, state: edited, firstWeekday: now.settings.firstWeekday)
  }

  /// A new roadmap from the planner, while the goal is still on its first stage with nothing
  /// judged; later, the plan changes by moves and recalibration instead (409). A body's roadmap
  /// is taken instead of the planner's, checked as at creation: a private account's, planned on
  /// the device, since the server cannot read the goal it was planned for.
  @Sendable func regenerate(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> GoalJSON
  {
    var request = request
    let chosen = try await request.optionalJSON(RegenerateInput.self, limit: 256 * 1024)?.roadmap
    let now = try await calendar.now(request, context)
    let (record, state) = try await current(context, now)
    guard state.goal.status.isActive, state.currentIndex == 0, state.weeks.isEmpty,
      state.roadmaps.count == 1
    else {
      throw APIError(
        .conflict, code: .conflict,
        message: "The journey has begun: adjust the plan with a move or a recalibration",
        field: "id")
    }
    let roadmap: Roadmap
    if let chosen {
      roadmap = try RoadmapInputCheck.checked(
        chosen.roadmap, today: now.today, weeks: state.goal.plannedWeeks)
    } else {
      roadmap = await service.planner.roadmap(
        for: state.goal, today: now.today, variant: state.roadmap.aim.variant.next
      ).roadmap
    }
    let fresh = CoachState(goal: state.goal, roadmap: roadmap)
    let saved = try await service.save(
      record, state: fresh, user: context.user, today: now.planDay)
    return GoalJSON(saved, state: fresh, firstWeekday: now.settings.firstWeekday)
  }

  static func id(_ context: AppRequestContext) -> String {
    context.parameters.get("id") ?? ""
  }
}
