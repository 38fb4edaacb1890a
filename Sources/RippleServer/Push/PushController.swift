import Foundation
import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `/api/v1/push`: the server's VAPID key, the browser subscriptions of the user, and a test
/// notification.
struct PushController<Repository: RippleRepository & NotificationRepository>: Sendable {
  let repository: Repository
  let scheduler: ReminderScheduler
  let keys: VAPIDKeyCache
  let clock: ServerClock
  let options: PushOptions

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get("key", use: key)
    group.post("subscriptions", use: subscribe)
    group.delete("subscriptions", use: unsubscribe)
    group.post("test", use: test)
  }

  @Sendable func key(_ request: Request, context: AppRequestContext) async throws -> PushKeyJSON {
    PushKeyJSON(publicKey: try await keys.key().publicKey)
  }

  @Sendable func subscribe(
    _ request: Request, context: AppRequestContext
  ) async throws -> EditedResponse<PushSubscribedJSON> {
    var request = request
    let input = try await request.json(PushSubscriptionInput.self)
    let subscription = try await input.validated(
      user: context.user, now: clock.nowMillis(), options: options)
    try await repository.savePushSubscription(subscription)
    return EditedResponse(status: .created, response: PushSubscribedJSON(endpoint: input.endpoint))
  }

  @Sendable func unsubscribe(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> Response
  {
    var request = request
    let input = try await request.json(PushEndpointInput.self)
    guard try await repository.deletePushSubscription(endpoint: input.endpoint, for: context.user)
    else { throw APIError.notFound("No such push subscription") }
    return Response(status: .noContent)
  }

  @Sendable func test(_ request: Request, context: AppRequestContext) async throws -> PushTestJSON {
    let message = PushMessage(
      title: "Ripple", body: "Notifications are working. We'll remind you at the right time.")
    return PushTestJSON(
      delivered: try await scheduler.send(
        message.data, to: context.user, now: clock.nowMillis() / 1000))
  }
}
