import Logging
import RippleServices
import RippleStore

/// Sends the webhook messages that have come due, from inside `ripple serve`.
///
/// Every tick it reads the pending deliveries due now and sends each endpoint's in order, every
/// endpoint on its own task: an endpoint that answers slowly (up to the sender's timeout) holds
/// up only itself, never another user's. A delivery is claimed in the store before it is sent
/// (its next attempt pushed past the timeout), so two servers over one database do not both
/// send it; a failed attempt is retried on `WebhookRetry`'s schedule.
public actor WebhookDispatcher {
  let store: any WebhookRepository
  let sender: WebhookSender
  let clock: ServerClock
  let interval: Duration
  /// Endpoints sent to at once, at most.
  let concurrency: Int
  let logger: Logger
  private var busy: Set<String> = []

  public init(
    store: any WebhookRepository, options: PushOptions, clock: ServerClock,
    interval: Duration = .seconds(1), concurrency: Int = 16,
    logger: Logger = Logger(label: "ripple.webhooks")
  ) {
    self.store = store
    self.sender = WebhookSender(options: options)
    self.clock = clock
    self.interval = interval
    self.concurrency = concurrency
    self.logger = logger
  }

  typealias Due = (delivery: WebhookDelivery, url: String, secret: String)

  /// Ticks until the task is cancelled; sends still under way then are cancelled too.
  public nonisolated func run() async {
    await withDiscardingTaskGroup { group in
      while !Task.isCancelled {
        for batch in await claim() {
          group.addTask { await self.deliver(batch) }
        }
        try? await Task.sleep(for: interval)
      }
      group.cancelAll()
    }
  }

  /// One pass, waiting for every send it starts; answers how many attempts were made (tests).
  @discardableResult
  public nonisolated func tick() async -> Int {
    await withTaskGroup(of: Int.self) { group in
      for batch in await claim() {
        group.addTask { await self.deliver(batch) }
      }
      return await group.reduce(0, +)
    }
  }

  /// The due deliveries of endpoints not being sent to, grouped by endpoint in order, each
  /// claimed; marks those endpoints busy.
  private func claim() async -> [[Due]] {
    let now = clock.nowMillis()
    let free = concurrency - busy.count
    guard free > 0 else { return [] }
    let due: [Due]
    do {
      due = try await store.dueWebhookDeliveries(now: now, limit: 200)
    } catch {
      logger.warning("webhooks: \(error)")
      return []
    }
    var batches: [String: [Due]] = [:]
    var order: [String] = []
    for item in due where !busy.contains(item.delivery.endpointID) {
      let endpoint = item.delivery.endpointID
      if batches[endpoint] == nil {
        guard order.count < free else { continue }
        order.append(endpoint)
      }
      batches[endpoint, default: []].append(item)
    }
    busy.formUnion(order)
    return order.compactMap { batches[$0] }
  }

  /// Sends an endpoint's deliveries in order, stopping at the first that fails (the rest wait
  /// for their own retry); answers the attempts made.
  private func deliver(_ batch: [Due]) async -> Int {
    defer { if let endpoint = batch.first?.delivery.endpointID { release(endpoint) } }
    var made = 0
    for item in batch {
      let now = clock.nowMillis()
      let lease = now + Int64(sender.options.timeout.components.seconds + 30) * 1_000
      guard
        (try? await store.claimWebhookDelivery(item.delivery.id, until: lease, now: now)) == true
      else { continue }
      let attempt = await sender.send(
        item.delivery, url: item.url, secret: item.secret, nowMillis: now)
      made += 1
      do {
        _ = try await store.recordWebhookAttempt(
          item.delivery.id, WebhookAttempt(status: attempt.status, error: attempt.error, at: now))
      } catch {
        logger.warning("webhook \(item.delivery.id): \(error)")
      }
      if !attempt.delivered { break }
    }
    return made
  }

  private func release(_ endpoint: String) {
    busy.remove(endpoint)
  }
}
