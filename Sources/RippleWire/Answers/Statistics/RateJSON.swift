import RippleCore

/// A done ÷ due rate with its words: `23`, `30`, `77`, "77%", "23/30 days".
public struct RateJSON: WireObject, Sendable {
  public var rate: Rate

  public init(_ rate: Rate) { self.rate = rate }

  public static let wireName = "Rate"
  public static let wireSummary = "A done over due rate, with its words"
  public static let wireFields: [WireField<RateJSON>] = [
    WireField("done") { $0.rate.done },
    WireField("due") { $0.rate.due },
    WireField("percent", "0 to 100") { $0.rate.percent },
    WireField("text", "77%") { $0.rate.percentText },
    WireField("daysText", "23/30 days") { $0.rate.daysText },
  ]
}

/// One day's rate.
public struct DailyRateJSON: WireObject, Sendable {
  public var rate: DayRate

  public init(_ rate: DayRate) { self.rate = rate }

  public static let wireName = "DailyRate"
  public static let wireSummary = "One day's rate"
  public static let wireFields: [WireField<DailyRateJSON>] = [
    WireField("day", as: .day) { $0.rate.day.text },
    WireField("done") { $0.rate.rate.done },
    WireField("due") { $0.rate.rate.due },
    WireField("percent") { $0.rate.rate.percent },
  ]
}
