import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `/api/v1/webhooks`: the HTTPS endpoints a user asks Ripple to tell about chosen events
/// (`WebhookEvent`), their signing secret shown once, their delivery log, and a test message.
/// An endpoint's URL is checked as Web Push's are (https, public addresses only) when it is
/// added and again before every message (`WebhookSender`).
struct WebhooksController<Repository: RippleRepository & WebhookRepository>: Sendable {
  let repository: Repository
  let clock: ServerClock
  let options: PushOptions

  /// Endpoints one user may have.
  static var limit: Int { 10 }

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get(use: list)
      .post(use: create)
    group.patch(":webhookId", use: update)
      .delete(":webhookId", use: remove)
    group.get(":webhookId/deliveries", use: deliveries)
    group.post(":webhookId/test", use: test)
  }

  @Sendable func list(
    _ request: Request, context: AppRequestContext
  ) async throws -> WebhookListJSON {
    var webhooks: [WebhookJSON] = []
    for endpoint in try await repository.webhooks(for: context.user) {
      let last = try await repository.webhookDeliveries(endpoint.id, for: context.user).first
      webhooks.append(WebhookJSON(endpoint, lastDelivery: last))
    }
    return WebhookListJSON(
      webhooks: webhooks,
      events: WebhookEvent.subscribable.map {
        WebhookEventJSON(name: $0.rawValue, title: $0.title)
      },
      limit: Self.limit)
  }

  @Sendable func create(
    _ request: Request, context: AppRequestContext
  ) async throws -> EditedResponse<WebhookCreatedJSON> {
    var request = request
    let input = try await request.json(WebhookInput.self)
    guard let url = input.url else { throw APIError.invalid("'url' is required", field: "url") }
    guard url.count <= WebhookInput.urlLimit else {
      throw APIError.invalid(
        "'url' must have at most \(WebhookInput.urlLimit) characters", field: "url")
    }
    let events = try WebhookInput.events(input.events ?? [])
    if input.enabled != nil {
      throw APIError.invalid("'enabled' is set on an endpoint once it is made", field: "enabled")
    }
    do {
      _ = try await PushDestination.check(url, options: options, naming: .webhook)
    } catch {
      throw APIError.invalid(error.description, field: "url")
    }
    guard try await repository.webhooks(for: context.user).count < Self.limit else {
      throw Self.full
    }
    let endpoint = WebhookEndpoint(
      id: WebhookIDs.endpoint(), url: url, events: events, secret: WebhookSignature.newSecret(),
      createdAt: clock.nowMillis())
    do {
      try await repository.addWebhook(endpoint, limit: Self.limit, for: context.user)
    } catch StoreError.conflict {
      throw Self.full
    }
    return EditedResponse(
      status: .created, headers: [.cacheControl: "no-store"],
      response: WebhookCreatedJSON(
        webhook: WebhookJSON(endpoint, lastDelivery: nil), secret: endpoint.secret))
  }

  @Sendable func update(
    _ request: Request, context: AppRequestContext
  ) async throws -> WebhookAnswerJSON {
    var request = request
    let input = try await request.json(WebhookInput.self)
    if input.url != nil {
      throw APIError.invalid(
        "'url' cannot change: remove the webhook and add another", field: "url")
    }
    let events = try input.events.map(WebhookInput.events)
    let enabled = input.enabled
    guard
      let endpoint = try await repository.updateWebhook(
        Self.id(context), for: context.user,
        {
          if let events { $0.events = events }
          if let enabled { $0.enabled = enabled }
        })
    else { throw Self.notFound(context) }
    let last = try await repository.webhookDeliveries(endpoint.id, for: context.user).first
    return WebhookAnswerJSON(webhook: WebhookJSON(endpoint, lastDelivery: last))
  }

  @Sendable func remove(
    _ request: Request, context: AppRequestContext
  ) async throws -> HTTPResponse.Status {
    guard try await repository.removeWebhook(Self.id(context), for: context.user) else {
      throw Self.notFound(context)
    }
    return .noContent
  }

  @Sendable func deliveries(
    _ request: Request, context: AppRequestContext
  ) async throws -> WebhookDeliveryListJSON {
    let id = Self.id(context)
    guard try await repository.webhooks(for: context.user).contains(where: { $0.id == id }) else {
      throw Self.notFound(context)
    }
    return WebhookDeliveryListJSON(
      deliveries: try await repository.webhookDeliveries(id, for: context.user).map(
        WebhookDeliveryJSON.init))
  }

  @Sendable func test(
    _ request: Request, context: AppRequestContext
  ) async throws -> EditedResponse<WebhookDeliveryAnswerJSON> {
    let id = Self.id(context)
    guard
      let endpoint = try await repository.webhooks(for: context.user).first(where: { $0.id == id })
    else { throw Self.notFound(context) }
    guard endpoint.enabled else {
      throw APIError(
        .conflict, code: .conflict, message: "The webhook is turned off: turn it on to test it")
    }
    let queued = try await WebhookQueueing(repository, user: context.user)?.queue(
      .test, data: ["message": .string("A test from Ripple")], to: id, now: clock.nowMillis())
    guard let delivery = queued?.first else { throw Self.notFound(context) }
    return EditedResponse(
      status: .accepted,
      response: WebhookDeliveryAnswerJSON(delivery: WebhookDeliveryJSON(delivery)))
  }

  static func id(_ context: AppRequestContext) -> String {
    context.parameters.get("webhookId") ?? ""
  }

  static func notFound(_ context: AppRequestContext) -> APIError {
    APIError.notFound("No webhook with id \(id(context))")
  }

  static var full: APIError {
    APIError(
      .conflict, code: .webhookLimit,
      message: "You have \(limit) webhooks already: remove one to add another")
  }
}

/// The webhook routes, for stores that keep webhooks.
func addWebhookRoutes<Store: RippleRepository & WebhookRepository>(
  store: Store, clock: ServerClock, push: PushOptions, to group: RouterGroup<AppRequestContext>
) {
  WebhooksController(repository: store, clock: clock, options: push).addRoutes(to: group)
}
