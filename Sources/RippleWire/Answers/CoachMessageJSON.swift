import RippleCore

/// One of the coach's messages: its situation, which of that situation's lines, and the text.
public struct CoachMessageJSON: WireObject, Sendable {
  public var message: CoachMessage

  public init(_ message: CoachMessage) { self.message = message }

  public static let wireName = "Message"
  public static let wireSummary = "One of the coach's messages"
  public static let wireFields: [WireField<CoachMessageJSON>] = [
    WireField("situation", as: .words(CoachSituation.self)) { $0.message.situation.rawValue },
    WireField("index", "Which of the situation's lines") { $0.message.index },
    WireField("text") { $0.message.text },
  ]
}
