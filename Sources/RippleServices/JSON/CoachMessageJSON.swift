import RippleCore

/// A coaching message: `{"situation", "index", "text"}`.
public struct CoachMessageJSON: Encodable, Sendable {
  public var situation: String
  public var index: Int
  public var text: String

  public init(_ message: CoachMessage) {
    situation = message.situation.rawValue
    index = message.index
    text = message.text
  }
}
