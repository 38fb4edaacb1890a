import Foundation
import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `/api/v1/goals/{id}/reflections`: what worked and what was hard, per stage.
struct GoalReflectionsController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>
  let service: GoalService

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get(":id/reflections", use: list)
      .post(":id/reflections", use: create)
  }

  @Sendable func list(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> ReflectionListJSON
  {
    let reflections = try await repository.reflections(
      goal: GoalsController<Repository>.id(context), for: context.user)
    return ReflectionListJSON(reflections)
  }

  @Sendable func create(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> EditedResponse<ReflectionWire>
  {
    var request = request
    let input = try await request.json(ReflectionInput.self)
    let now = try await calendar.now(request, context)
    let id = GoalsController<Repository>.id(context)
    let (_, state) = try await service.load(id, user: context.user)
    let stage = input.stage ?? state.currentIndex
    guard state.roadmap.stages.indices.contains(stage) else {
      throw APIError.invalid("No such stage in the roadmap", field: "stage")
    }
    for (field, text) in [("worked", input.worked), ("hard", input.hard)] {
      try GoalDraftInput.text(text, field: field, limit: GoalReflection.maximumLength)
    }
    let reflection = GoalReflection(
      id: UUID().uuidString.lowercased(), goalID: id, stage: stage, day: now.today,
      worked: input.worked, hard: input.hard, createdAt: calendar.clock.nowMillis())
    let saved = try await repository.addReflection(reflection, for: context.user)
    return EditedResponse(status: .created, response: ReflectionWire(saved))
  }
}
