import Foundation
import RippleCore

/// The JSON body of a webhook message, in the shape Standard Webhooks recommends: the event's
/// `type`, when it happened (`timestamp`, ISO 8601 UTC) and its `data`. A check-in's data names
/// the habit, the day, what the day holds now, Today's count, the habit's week and streak.
public struct WebhookPayload: Encodable, Sendable {
  public var type: String
  public var timestamp: String
  public var data: [String: WebhookValue]

  public init(_ event: WebhookEvent, at millis: Int64, data: [String: WebhookValue]) {
    type = event.rawValue
    timestamp = Self.timestamp(millis)
    self.data = data
  }

  /// The body as sent: keys sorted, so the same event always reads the same.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  static func timestamp(_ millis: Int64) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: Date(timeIntervalSince1970: Double(millis) / 1000))
  }

  /// What `event` of a check-in write carries.
  public static func checkIn(
    _ event: WebhookEvent, outcome: CheckInOutcome, day: Day, at millis: Int64
  ) -> WebhookPayload {
    let card = outcome.card
    var data: [String: WebhookValue] = [
      "habit": .object(["id": .string(card.habit.id.rawValue), "name": .string(card.habit.name)]),
      "day": .string(day.description),
      "state": .string(outcome.checkIn.map { $0.state.rawValue } ?? "cleared"),
      "today": .object([
        "done": .number(Double(outcome.summary.done)), "due": .number(Double(outcome.summary.due)),
      ]),
      "week": .object([
        "done": .number(Double(card.week.done)), "target": .number(Double(card.week.target)),
      ]),
      "streak": .object([
        "current": .number(Double(card.streak.current)), "unit": .string(card.streak.unit.rawValue),
      ]),
    ]
    if let value = outcome.checkIn?.value { data["value"] = .number(value) }
    if event == .streakMilestone, let milestone = outcome.earned.milestone {
      data["milestone"] = .number(Double(milestone.days))
    }
    return WebhookPayload(event, at: millis, data: data)
  }
}

/// A JSON value of a webhook's data.
public enum WebhookValue: Encodable, Sendable, Equatable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case object([String: WebhookValue])

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let text): try container.encode(text)
    case .number(let number):
      if number == number.rounded(), abs(number) < 1e15 {
        try container.encode(Int64(number))
      } else {
        try container.encode(number)
      }
    case .bool(let flag): try container.encode(flag)
    case .object(let fields): try container.encode(fields)
    }
  }
}
