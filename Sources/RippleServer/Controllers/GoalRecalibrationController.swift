import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `/api/v1/goals/{id}/recalibration`: the proposal (GET) and accepting it (POST); and
/// `/api/v1/goals/{id}/moves/preview?move=repeat_stage|simplify|extend|recalibrate`: what a
/// plan-changing move would make of the roadmap, before the person makes it with its revision.
/// Each answer says what the person's recent weeks show (`insights`).
struct GoalRecalibrationController<Repository: RippleRepository>: Sendable {
  let calendar: UserCalendar<Repository>
  let service: GoalService

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get(":id/recalibration", use: preview)
      .post(":id/recalibration", use: accept)
      .get(":id/moves/preview", use: previewMove)
  }

  @Sendable func preview(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> RecalibrationJSON
  {
    let now = try await calendar.now(request, context)
    let (record, state) = try await service.current(
      GoalsController<Repository>.id(context), user: context.user, today: now.today,
      firstWeekday: now.settings.firstWeekday)
    let insights = LogInsights.of(
      try await service.recentDays(
        state, user: context.user, today: now.today, firstWeekday: now.settings.firstWeekday))
    do {
      return RecalibrationJSON(
        try Recalibration.preview(
          of: state, today: now.today, firstWeekday: now.settings.firstWeekday),
        revision: record.revision, insights: insights)
    } catch {
      throw error.apiError
    }
  }

  @Sendable func previewMove(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> RecalibrationJSON
  {
    let now = try await calendar.now(request, context)
    let query = request.uri.queryParameters
    let input = GoalMoveInput(
      move: query.get("move") ?? "", revision: 0, simplification: query.get("simplification"))
    let (record, state) = try await service.judged(
      GoalsController<Repository>.id(context), user: context.user, today: now.today,
      firstWeekday: now.settings.firstWeekday)
    let move = try input.coachMove(
      today: now.today, state: state, firstWeekday: now.settings.firstWeekday)
    guard CoachMoves.isPreviewed(move) else {
      throw APIError.invalid(
        "A preview is for repeat_stage, simplify, extend or recalibrate", field: "move")
    }
    let insights = LogInsights.of(
      try await service.recentDays(
        state, user: context.user, today: now.today, firstWeekday: now.settings.firstWeekday))
    if case .acceptRecalibration(let proposal) = move {
      return RecalibrationJSON(proposal, revision: record.revision, insights: insights)
    }
    do {
      return RecalibrationJSON(
        try CoachMoves.preview(
          move, of: state, today: now.today, firstWeekday: now.settings.firstWeekday),
        revision: record.revision, insights: insights)
    } catch {
      throw error.apiError
    }
  }

  @Sendable func accept(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> GoalMoveJSON
  {
    var request = request
    let input = try await request.json(RecalibrationInput.self)
    let now = try await calendar.now(request, context)
    let id = GoalsController<Repository>.id(context)
    let (_, state) = try await service.current(
      id, user: context.user, today: now.today, firstWeekday: now.settings.firstWeekday)
    let preview: RecalibrationPreview
    do {
      preview = try Recalibration.preview(
        of: state, today: now.today, firstWeekday: now.settings.firstWeekday)
    } catch {
      throw error.apiError
    }
    guard preview.basedOnVersion == input.basedOnVersion else {
      throw CoachError.stalePreview.apiError
    }
    let (record, update) = try await service.apply(
      .acceptRecalibration(preview), to: id, user: context.user, today: now.today,
      planDay: now.planDay,
      firstWeekday: now.settings.firstWeekday, revision: nil)
    return GoalMoveJSON(
      goal: GoalJSON(record, state: update.state, firstWeekday: now.settings.firstWeekday),
      update: update)
  }
}
