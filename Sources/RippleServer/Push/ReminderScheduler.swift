import Foundation
import Logging
import RippleCore
import RippleServices
import RippleStore

/// Sends the notifications that have come due, from inside `ripple serve`.
///
/// Every tick it asks the engine what is due today for each user with a push subscription and
/// sends what has fired within the last `lateness`, each one after claiming it in the store: a
/// notification is sent once, whichever process claims it first, and never again after a
/// restart.
public struct ReminderScheduler: Sendable {
  let repository: any RippleRepository & NotificationRepository
  let sender: PushSender
  let clock: ServerClock
  let interval: Duration
  /// How long after its time a notification is still worth sending (a server that was down).
  let lateness: Int64
  let logger: Logger

  public init(
    repository: any RippleRepository & NotificationRepository, sender: PushSender,
    clock: ServerClock,
    interval: Duration = .seconds(30), lateness: Int64 = 3600,
    logger: Logger = Logger(label: "ripple.reminders")
  ) {
    self.repository = repository
    self.sender = sender
    self.clock = clock
    self.interval = interval
    self.lateness = lateness
    self.logger = logger
  }

  /// Ticks until the task is cancelled.
  public func run() async {
    while !Task.isCancelled {
      await tick()
      try? await Task.sleep(for: interval)
    }
  }

  /// One pass over every subscribed user; returns how many messages were delivered. The
  /// messages of all users go out together (`deliver`), so one user's slow push service does
  /// not hold up anyone else's.
  @discardableResult
  public func tick() async -> Int {
    var sends: [(PushSubscription, Data)] = []
    do {
      for user in try await repository.usersWithPushSubscriptions() {
        do {
          let messages = try await tick(user)
          guard !messages.isEmpty else { continue }
          let subscriptions = try await repository.pushSubscriptions(for: user)
          sends += messages.flatMap { message in subscriptions.map { ($0, message) } }
        } catch {
          logger.warning("reminders for \(user.rawValue): \(error)")
        }
      }
    } catch {
      logger.warning("reminders: \(error)")
    }
    return await deliver(sends, now: clock.nowMillis() / 1000)
  }

  /// The messages of the user's notifications that are due now, each claimed.
  func tick(_ user: UserID) async throws -> [Data] {
    let nowMillis = clock.nowMillis()
    let now = nowMillis / 1000
    let settings = try await repository.settings(for: user)
    let today = UserZone.moment(unixMillis: nowMillis, settings: settings).day
    // The coached goals, for the weekly summary; when a stored goal does not read, the summary
    // goes without goals and the reminders still go out.
    let goals = ((try? await repository.goals(for: user)) ?? []).map(\.state)
    let privateWords = try await repository.isPrivate(user)
    var messages: [Data] = []
    // Yesterday too: its late reminders (after midnight, before the day-start hour) may be due.
    for day in [today.adding(days: -1), today] {
      let due = try await NotificationPlanner.due(
        NotificationDay(
          logs: repository.logs(for: user, filter: .active, from: day.adding(days: -400)),
          settings: settings, preferences: repository.notificationPreferences(for: user),
          day: day, zone: UserZone.offsets(around: day, settings: settings),
          snoozes: repository.snoozes(for: user, day: day), goals: goals,
          privateWords: privateWords))
      for notification in due
      where notification.fireAt <= now && notification.fireAt > now - lateness {
        guard
          try await repository.claimDelivery(
            user: user, day: day, key: notification.key, fireAt: notification.fireAt,
            now: nowMillis)
        else { continue }
        let habit = try await notification.habitID.asyncMap {
          try await repository.habit($0, for: user)
        }
        let message = PushMessage(notification, day: day, habit: habit)
        messages.append(message.data)
      }
    }
    return messages
  }

  /// Sends `payload` to each of the user's subscriptions, removing those the push service says
  /// are gone; returns how many took it.
  public func send(_ payload: Data, to user: UserID, now: Int64) async throws -> Int {
    let subscriptions = try await repository.pushSubscriptions(for: user)
    return await deliver(subscriptions.map { ($0, payload) }, now: now)
  }

  /// Sends each message to its subscription: subscriptions `PushOptions.concurrency` at a time,
  /// the messages of one subscription in order, each within `PushOptions.timeout`, and none
  /// started after `PushOptions.roundLimit`. A subscription the push service says is gone is
  /// removed and gets nothing more; returns how many messages were taken.
  func deliver(_ sends: [(PushSubscription, Data)], now: Int64) async -> Int {
    var queues: [(PushSubscription, [Data])] = []
    var positions: [PushSubscription: Int] = [:]
    for (subscription, payload) in sends {
      if let index = positions[subscription] {
        queues[index].1.append(payload)
      } else {
        positions[subscription] = queues.count
        queues.append((subscription, [payload]))
      }
    }
    let options = sender.options
    let deadline = ContinuousClock.now + options.roundLimit
    return await withTaskGroup(of: Int.self) { group in
      var waiting = queues[...]
      var inFlight = 0
      var delivered = 0
      while true {
        while inFlight < max(1, options.concurrency), let (subscription, payloads) = waiting.first {
          waiting.removeFirst()
          inFlight += 1
          group.addTask {
            await deliver(payloads, to: subscription, now: now, until: deadline)
          }
        }
        guard let taken = await group.next() else { break }
        inFlight -= 1
        delivered += taken
      }
      return delivered
    }
  }

  /// Sends `payloads` to one subscription in order; returns how many it took.
  private func deliver(
    _ payloads: [Data], to subscription: PushSubscription, now: Int64,
    until deadline: ContinuousClock.Instant
  ) async -> Int {
    var delivered = 0
    for (index, payload) in payloads.enumerated() {
      guard ContinuousClock.now < deadline else {
        logger.warning(
          "reminders: \(payloads.count - index) messages to \(subscription.endpoint) left unsent")
        break
      }
      switch await sender.send(payload, to: subscription, nowSeconds: now) {
      case .delivered: delivered += 1
      case .gone:
        do {
          try await repository.deletePushSubscription(
            endpoint: subscription.endpoint, for: subscription.user)
        } catch {
          logger.warning("removing a gone subscription: \(error)")
        }
        return delivered
      case .failed(let reason):
        logger.notice("push to \(subscription.endpoint) failed: \(reason)")
      }
    }
    return delivered
  }
}

extension Optional {
  func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
    guard let self else { return nil }
    return try await transform(self)
  }
}
