/// A short coaching message and where it comes from.
public struct CoachMessage: Hashable, Sendable {
  public var situation: CoachSituation
  /// Which of the situation's messages, so a client can tell them apart.
  public var index: Int
  public var text: String

  public init(situation: CoachSituation, index: Int, text: String) {
    self.situation = situation
    self.index = index
    self.text = text
  }
}
