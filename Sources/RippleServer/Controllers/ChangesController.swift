import Hummingbird
import RippleCore
import RippleStore
import RippleWire

/// `GET /api/v1/changes?since=SEQ`: what changed after the client's change sequence, to keep the
/// web app's local replica current.
struct ChangesController<Repository: RippleRepository>: Sendable {
  let repository: Repository

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get("changes", use: changes)
  }

  @Sendable func changes(_ request: Request, context: AppRequestContext) async throws -> ChangesJSON
  {
    var since: Int64 = 0
    if let text = request.uri.queryParameters.get("since") {
      guard let value = Int64(text), value >= 0 else {
        throw APIError.badRequest(
          "'since' must be a change sequence number (0 or more)", field: "since")
      }
      since = value
    }
    return ChangesJSON(try await repository.changes(for: context.user, since: since))
  }
}
