import Foundation
import Hummingbird
import RippleCore
import RippleLoopImport
import RippleServices
import RippleStore
import RippleWire

/// `/api/v1` data routes: export, backup, restore, import from Loop Habit Tracker, clear all.
struct DataController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get("export", use: export)
      .get("backup", use: backup)
      .post("restore", use: restore)
      .post("import/loop", use: importLoop)
      .delete("data", use: clearAll)
  }

  @Sendable func export(_ request: Request, context: AppRequestContext) async throws -> Response {
    let now = try await calendar.now(request, context)
    let format = ExportFormat(
      rawValue: try request.choice("format", allowed: ["csv", "json"], default: "csv"))!
    let notes = try request.choice("notes", allowed: ["true", "false"], default: "true") == "true"
    let start = try request.dayParameter("start")
    let end = try request.dayParameter("end")
    var range: ClosedRange<Day>?
    if start != nil || end != nil {
      let low = start ?? Day(daysSinceEpoch: 0)
      let high = end ?? now.today
      guard low <= high else {
        throw APIError.badRequest("'start' must not be after 'end'", field: "start")
      }
      range = low...high
    }
    let data = try await repository.export(
      format, for: context.user, range: range, includeNotes: notes,
      now: calendar.clock.nowMillis())
    return Response.download(
      data, type: format.mimeType, name: "ripple-export-\(now.today.text).\(format.rawValue)")
  }

  @Sendable func backup(_ request: Request, context: AppRequestContext) async throws -> Response {
    let now = try await calendar.now(request, context)
    let document = try await repository.backup(for: context.user, now: calendar.clock.nowMillis())
    return Response.download(
      try document.encoded(), type: "application/json", name: "ripple-backup-\(now.today.text).json"
    )
  }

  @Sendable func restore(
    _ request: Request, context: AppRequestContext
  ) async throws -> ImportSummaryJSON {
    var request = request
    let body = try await request.bodyBytes(limit: BackupDocument.maximumSize)
    let data = Data(buffer: body)
    let document = try await FileReadingPool.shared.run { try BackupDocument.decode(data) }
    let now = try await calendar.now(request, context)
    return ImportSummaryJSON(
      try await repository.restore(document, for: context.user, today: now.planDay))
  }

  @Sendable func importLoop(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> ImportSummaryJSON
  {
    var request = request
    let body = try await request.bodyBytes(limit: LoopImport.maximumSize)
    let now = try await calendar.now(request, context)
    return ImportSummaryJSON(
      try await repository.importLoop(
        Data(buffer: body), for: context.user, today: now.today, planDay: now.planDay,
        now: calendar.clock.nowMillis()))
  }

  @Sendable func clearAll(_ request: Request, context: AppRequestContext) async throws -> Response {
    try await repository.clearAll(for: context.user)
    return Response(status: .noContent)
  }
}
