import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `GET /api/v1/search?q=&limit=` (habits, categories, notes and reflections) and
/// `GET /api/v1/habits/{id}/notes?q=&mood=` (a habit's notes): the signed-in user's data only.
struct SearchController<Repository: RippleRepository>: Sendable {
  let repository: Repository

  func addRoutes(api: RouterGroup<AppRequestContext>, habits: RouterGroup<AppRequestContext>) {
    api.get("search", use: search)
    habits.get(":id/notes", use: notes)
  }

  @Sendable func search(
    _ request: Request, context: AppRequestContext
  ) async throws -> SearchResultsJSON {
    let text = request.uri.queryParameters.get("q") ?? ""
    let query = try Self.query(text, required: true)!
    let limit = try request.count(
      "limit", in: 1...SearchResults.maximumLimit, default: SearchResults.defaultLimit)
    let results = try await Searching(repository: repository, user: context.user)
      .results(query, limit: limit)
    return SearchResultsJSON(results, text: text)
  }

  @Sendable func notes(
    _ request: Request, context: AppRequestContext
  ) async throws -> HabitNotesJSON {
    let query = try Self.query(request.uri.queryParameters.get("q") ?? "", required: false)
    let mood = try request.choice(
      "mood", allowed: Mood.allCases.map(\.rawValue), default: "")
    let notes = try await Searching(repository: repository, user: context.user).notes(
      of: HabitsController<Repository>.id(context), query: query,
      mood: Mood(rawValue: mood))
    return HabitNotesJSON(notes)
  }

  /// `q` as words: 400 naming it when it is too long, or (when `required`) holds no word; a
  /// blank optional `q` is no search. (400, as for any query parameter the route cannot use: the
  /// API document allows any string there.)
  static func query(_ text: String, required: Bool) throws(APIError) -> SearchQuery? {
    do {
      return try SearchQuery(text)
    } catch {
      guard required || error == .tooLong else { return nil }
      throw .badRequest(error.message, field: "q")
    }
  }
}
