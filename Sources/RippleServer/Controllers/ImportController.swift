import Foundation
import Hummingbird
import RippleCore
import RippleImports
import RippleStore
import RippleWire

/// `/api/v1/import/preview` and `/api/v1/import`: a file another app exported (or Ripple's own
/// CSV), its kind found from its bytes, previewed (nothing written) or imported in one
/// transaction. Query: `from` (a kind, to read any CSV through a mapping), and for CSV files
/// `habit`, `date`, `value`, `note` (column names) and `dates` (`ymd`, `dmy` or `mdy`).
struct ImportController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.post("import/preview", use: preview)
      .post("import", use: importFile)
  }

  @Sendable func preview(
    _ request: Request, context: AppRequestContext
  ) async throws -> ImportPreviewJSON {
    let (data, options, now) = try await read(request, context)
    // A choice the file cannot take is a need in the preview (`needs`), not an error.
    let result = try await repository.previewFile(
      data, options: options, for: context.user, zone: Self.zone(now), today: now.today,
      planDay: now.planDay, now: calendar.clock.nowMillis())
    return ImportPreviewJSON(result, firstWeekday: now.settings.firstWeekday)
  }

  @Sendable func importFile(
    _ request: Request, context: AppRequestContext
  ) async throws -> ImportPreviewJSON {
    let (data, options, now) = try await read(request, context)
    do {
      let result = try await repository.importFile(
        data, options: options, for: context.user, zone: Self.zone(now), today: now.today,
        planDay: now.planDay, now: calendar.clock.nowMillis())
      return ImportPreviewJSON(result, firstWeekday: now.settings.firstWeekday)
    } catch let problem as ImportProblem {
      throw APIError.invalid(problem.message, field: problem.field)
    }
  }

  private func read(
    _ request: Request, _ context: AppRequestContext
  ) async throws -> (Data, ImportOptions, UserNow) {
    let options = try Self.options(request)
    var request = request
    let body = try await request.bodyBytes(limit: FileImport.maximumSize)
    let now = try await calendar.now(request, context)
    return (Data(buffer: body), options, now)
  }

  /// The person's time zone, for files that record instants (Habitica).
  static func zone(_ now: UserNow) -> TimeZone {
    TimeZone(identifier: now.settings.timeZone) ?? .gmt
  }

  static func options(_ request: Request) throws(APIError) -> ImportOptions {
    let query = request.uri.queryParameters
    let kinds = ImportKind.allCases.map(\.rawValue)
    let kind =
      query.get("from") == nil
      ? nil : ImportKind(rawValue: try request.choice("from", allowed: kinds, default: ""))
    let orders = DateOrder.allCases.map(\.rawValue)
    let order =
      query.get("dates") == nil
      ? nil : DateOrder(rawValue: try request.choice("dates", allowed: orders, default: ""))
    func column(_ name: String) throws(APIError) -> String? {
      guard let text = query.get(name), !text.isEmpty else { return nil }
      guard text.count <= 200 else {
        throw .badRequest("'\(name)' must name a column of the file", field: name)
      }
      return text
    }
    let none = Set((query.get("none") ?? "").split(separator: ",").map(String.init))
    guard none.isSubset(of: ["value", "note"]) else {
      throw .badRequest(
        "'none' may list value and note, the columns a file may lack", field: "none")
    }
    return ImportOptions(
      kind: kind,
      mapping: CSVMapping(
        habit: try column("habit"), date: try column("date"), value: try column("value"),
        note: try column("note"), withoutValue: none.contains("value"),
        withoutNote: none.contains("note")),
      dateOrder: order)
  }
}
