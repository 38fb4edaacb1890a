import Hummingbird
import RippleServices
import RippleStore

/// `GET /api/v1/app-lock`: when `ripple lock reset` last asked the signed-in person's app locks to
/// reset (see `AppLockReset`). It holds no personal data: the lock screen reads it before unlocking.
struct AppLockController<Repository: NotificationRepository>: Sendable {
  let repository: Repository

  struct StatusJSON: ResponseEncodable, Sendable {
    var resetAt: Int64?

    enum CodingKeys: String, CodingKey { case resetAt }

    func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(resetAt, forKey: .resetAt)  // null when never asked
    }
  }

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get(use: status)
  }

  @Sendable func status(_ request: Request, context: AppRequestContext) async throws -> StatusJSON {
    StatusJSON(resetAt: try await AppLockReset.requested(for: context.user, in: repository))
  }
}
