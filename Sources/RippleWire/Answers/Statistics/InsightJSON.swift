import RippleCore

/// One insight: its kind, words, figures, the habits it names, and its bars.
public struct InsightJSON: WireObject, Sendable {
  public var insight: Insight

  public init(_ insight: Insight) { self.insight = insight }

  public static let wireName = "Insight"
  public static let wireSummary =
    "One insight: its kind, words, figures, the habits it names, and its bars"
  public static let wireFields: [WireField<InsightJSON>] = [
    WireField("kind", as: .words(InsightKind.self)) { $0.insight.kind.rawValue },
    WireField("title") { $0.insight.title },
    WireField("text") { $0.insight.text },
    .optional("detail") { $0.insight.detail },
    WireField("locked") { $0.insight.isLocked },
    .optional("value") { $0.insight.value },
    .optional("progress") { $0.insight.progress },
    .optional("day", as: .day) { $0.insight.day?.text },
    WireField("habitIds") { $0.insight.habitIDs.map { $0.rawValue } },
    WireField("bars") { $0.insight.bars.map(InsightBarJSON.init) },
  ]
}

/// One bar of an insight's chart.
public struct InsightBarJSON: WireObject, Sendable {
  public var bar: InsightBar

  public init(_ bar: InsightBar) { self.bar = bar }

  public static let wireName = "InsightBar"
  public static let wireSummary = "One bar of an insight's chart"
  public static let wireFields: [WireField<InsightBarJSON>] = [
    WireField("label") { $0.bar.label },
    .optional("habitId") { $0.bar.habitID?.rawValue },
    WireField("count") { $0.bar.count },
    WireField("total") { $0.bar.total },
    WireField("percent") { $0.bar.percent },
  ]
}
