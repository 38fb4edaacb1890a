import Foundation
import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `/api/v1/templates` (the gallery) and `/api/v1/routine` (a routine shared as a file: written
/// from chosen habits, previewed, added).
struct TemplatesController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get("templates", use: gallery)
      .get("routine", use: routine)
      .post("routine/preview", use: preview)
      .post("routine/import", use: add)
  }

  @Sendable func gallery(
    _ request: Request, context: AppRequestContext
  ) async throws -> TemplateGalleryJSON {
    TemplateGalleryJSON(TemplateGallery.byArea)
  }

  /// `?habits=ID,ID…` (in that order) and an optional `name`: the routine's file, to save.
  @Sendable func routine(_ request: Request, context: AppRequestContext) async throws -> Response {
    let now = try await calendar.now(request, context)
    let ids = (request.uri.queryParameters.get("habits") ?? "").split(separator: ",").map {
      HabitID(String($0))
    }
    guard !ids.isEmpty else {
      throw APIError.badRequest("'habits' must list the habits to share", field: "habits")
    }
    guard ids.count <= RoutineFile.maximumHabits else {
      throw APIError.badRequest(
        "A routine holds at most \(RoutineFile.maximumHabits) habits", field: "habits")
    }
    guard let name = RoutineFile.sharedName(request.uri.queryParameters.get("name")) else {
      throw APIError.badRequest(
        "'name' must be 1 to \(Limits.nameLength) characters", field: "name")
    }
    let habits = try await repository.habits(for: context.user, filter: .all)
    let chosen = try ids.map { id in
      guard let habit = habits.first(where: { $0.id == id }) else {
        throw APIError.notFound("No habit with id \(id)")
      }
      return HabitDefinition(habit)
    }
    let file = RoutineFileJSON(name: name, habits: chosen)
    return Response.download(
      Data(file.jsonBytes), type: "application/json",
      name: "ripple-routine-\(now.today.text).json")
  }

  @Sendable func preview(
    _ request: Request, context: AppRequestContext
  ) async throws -> ImportSummaryJSON {
    let (routine, adding) = try await read(request, context)
    return ImportSummaryJSON(try await adding.preview(routine))
  }

  @Sendable func add(
    _ request: Request, context: AppRequestContext
  ) async throws -> ImportSummaryJSON {
    let (routine, adding) = try await read(request, context)
    return ImportSummaryJSON(try await adding.add(routine))
  }

  private func read(
    _ request: Request, _ context: AppRequestContext
  ) async throws -> (RoutineFile, RoutineAdding<Repository>) {
    var request = request
    let body = try await request.bodyBytes(limit: RoutineFile.maximumSize)
    let routine = try RoutineFile.read(Data(buffer: body))
    let now = try await calendar.now(request, context)
    return (
      routine,
      RoutineAdding(
        repository: repository, user: context.user, today: now.today, planDay: now.planDay,
        nowMillis: calendar.clock.nowMillis())
    )
  }
}
