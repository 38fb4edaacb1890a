import RippleCore

/// The day's summary card: how many due habits are done, and the words for it.
public struct SummaryJSON: WireObject, Sendable {
  public var summary: TodaySummary
  public var calm: Bool

  public init(_ summary: TodaySummary, calm: Bool) {
    self.summary = summary
    self.calm = calm
  }

  public static let wireName = "Summary"
  public static let wireSummary = "How many of the day's due habits are done, and the words for it"
  public static let wireFields: [WireField<SummaryJSON>] = [
    WireField("due") { $0.summary.due },
    WireField("done") { $0.summary.done },
    WireField("ratio", "Done over due, to three decimals") {
      ($0.summary.ratio * 1000).rounded() / 1000
    },
    WireField("tierText", "Keep going!, Halfway there!, Almost done!, Perfect!") {
      $0.summary.tierText(calm: $0.calm)
    },
  ]
}
