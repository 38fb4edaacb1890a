import Hummingbird
import RippleCore
import RippleStore

/// `/api/v1/goals/{id}/recalibration`: the proposal (GET) and accepting it (POST).
struct GoalRecalibrationController<Repository: RippleRepository>: Sendable {
  let calendar: UserCalendar<Repository>
  let service: GoalService<Repository>

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get(":id/recalibration", use: preview)
      .post(":id/recalibration", use: accept)
  }

  @Sendable func preview(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> RecalibrationJSON
  {
    let now = try await calendar.now(request, context)
    let (_, state) = try await service.load(
      GoalsController<Repository>.id(context), user: context.user)
    do {
      return RecalibrationJSON(
        try Recalibration.preview(
          of: state, today: now.today, firstWeekday: now.settings.firstWeekday))
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
    let (_, state) = try await service.load(id, user: context.user)
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
      firstWeekday: now.settings.firstWeekday)
    return GoalMoveJSON(
      goal: GoalJSON(record, state: update.state, firstWeekday: now.settings.firstWeekday),
      message: MessageJSON(update.message), effectiveFrom: update.effectiveFrom.text,
      celebrateExtra: update.celebrateExtra)
  }
}
