import Foundation
import Hummingbird
import RippleCore
import RippleHealth
import RippleServices
import RippleStore
import RippleWire

/// Health data, read-only: `GET /api/v1/health` (the links and the choices),
/// `PUT|DELETE /api/v1/habits/{id}/health` (link a habit to a measure by a rule, or unlink it)
/// and `POST /api/v1/health/import` (an Apple Health `export.zip`/`export.xml` or a Google
/// Takeout zip as the body). The body is written to a private temporary file as it arrives and
/// read from there as a stream, so an export of gigabytes never sits in memory; the file is
/// removed once read. Nothing from it is kept but the check-ins of days the rules held.
struct HealthController<Repository: RippleRepository & HealthRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>

  /// The largest export taken: Apple's `export.zip` of years of a watch's data.
  static var uploadLimit: Int { 4 * 1024 * 1024 * 1024 }

  struct LinkInput: Decodable {
    var measure: String
    var threshold: Double
    var workoutType: String?
  }

  func addRoutes(health: RouterGroup<AppRequestContext>, habits: RouterGroup<AppRequestContext>) {
    health.get(use: list)
    health.post("import", use: importFile)
    habits.put(":id/health", use: link)
      .delete(":id/health", use: unlink)
  }

  @Sendable func list(
    _ request: Request, context: AppRequestContext
  ) async throws -> HealthLinksJSON {
    let service = try await importing(request, context)
    let (links, habits) = try await service.linked()
    let counts = try await repository.healthCheckInCounts(for: context.user)
    return HealthLinksJSON(links: links, habits: habits, counts: counts)
  }

  @Sendable func link(_ request: Request, context: AppRequestContext) async throws -> HealthLinkJSON
  {
    var request = request
    let input = try await request.json(LinkInput.self, limit: 4 * 1024)
    guard let measure = HealthMeasure(rawValue: input.measure) else {
      let known = HealthMeasure.allCases.map(\.rawValue).joined(separator: ", ")
      throw APIError.invalid("'measure' must be one of \(known)", field: "measure")
    }
    var workoutType: HealthWorkoutType?
    if let name = input.workoutType {
      guard let known = HealthWorkoutType(rawValue: name) else {
        let names = HealthWorkoutType.allCases.map(\.rawValue).joined(separator: ", ")
        throw APIError.invalid("'workoutType' must be one of \(names)", field: "workoutType")
      }
      workoutType = known
    }
    let rule: HealthRule
    do {
      rule = try HealthRule(measure: measure, threshold: input.threshold, workoutType: workoutType)
        .validated()
    } catch {
      throw APIError.invalid(error.message, field: error.field)
    }
    let id = HabitsController<Repository>.id(context)
    guard
      let habit = try await repository.habits(for: context.user, filter: .all)
        .first(where: { $0.id == id })
    else { throw APIError.notFound("No habit with id \(id)") }
    let link = HealthLink(habitID: id, rule: rule)
    try await repository.saveHealthLink(link, for: context.user, now: calendar.clock.nowMillis())
    let counts = try await repository.healthCheckInCounts(for: context.user)
    return HealthLinkJSON(link, habit: habit, imported: counts[id] ?? 0)
  }

  @Sendable func unlink(
    _ request: Request, context: AppRequestContext
  ) async throws -> HTTPResponse.Status {
    let id = HabitsController<Repository>.id(context)
    guard try await repository.removeHealthLink(id, for: context.user) else {
      throw APIError.notFound("The habit \(id) is not linked to health data")
    }
    return .noContent
  }

  @Sendable func importFile(
    _ request: Request, context: AppRequestContext
  ) async throws -> HealthImportJSON {
    let service = try await importing(request, context)
    let file = try await HealthUpload.save(request, limit: Self.uploadLimit)
    defer { file.remove() }
    let summary: HealthImportSummary
    do {
      summary = try await service.run(fileAt: file.url) { url, scope in
        try await FileReadingPool.shared.run { try HealthImport.read(fileAt: url, scope: scope) }
      }
    } catch let refusal as HealthImporting.Refusal {
      throw APIError(
        .unprocessableContent, code: .invalidFile, message: refusal.description, field: "body")
    }
    return HealthImportJSON(summary)
  }

  private func importing(
    _ request: Request, _ context: AppRequestContext
  ) async throws -> HealthImporting {
    let now = try await calendar.now(request, context)
    return HealthImporting(
      repository: repository, user: context.user, today: now.today,
      now: calendar.clock.nowMillis())
  }
}

/// The health routes, for stores that keep health links.
func addHealthRoutes<Store: RippleRepository & HealthRepository>(
  store: Store, clock: ServerClock, health: RouterGroup<AppRequestContext>,
  habits: RouterGroup<AppRequestContext>
) {
  HealthController(repository: store, calendar: UserCalendar(repository: store, clock: clock))
    .addRoutes(health: health, habits: habits)
}
