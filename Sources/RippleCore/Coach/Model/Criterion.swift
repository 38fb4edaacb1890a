/// A stage's success criterion: "N of 7 days".
public struct Criterion: Hashable, Sendable {
  public var days: Int

  public init(days: Int) { self.days = min(7, max(1, days)) }

  /// The range the planner uses: follows the dose's days, from a weekly saving to every day.
  public static let plannerRange = 1...7

  /// "5 of 7 days".
  public var text: String { "\(days) of 7 days" }
}
