import Hummingbird
import RippleServices
import RippleStore
import RippleWire

/// `GET /api/v1/app-lock`: when `ripple lock reset` last asked the signed-in person's app locks to
/// reset (see `AppLockReset`). It holds no personal data: the lock screen reads it before unlocking.
struct AppLockController<Repository: NotificationRepository>: Sendable {
  let repository: Repository

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get(use: status)
  }

  @Sendable func status(
    _ request: Request, context: AppRequestContext
  ) async throws -> AppLockStatusJSON {
    AppLockStatusJSON(resetAt: try await AppLockReset.requested(for: context.user, in: repository))
  }
}
