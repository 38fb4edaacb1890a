#if !hasFeature(Embedded)
import RippleCore

/// `GET /goals/{id}/recalibration` and `GET /goals/{id}/moves/preview`: the proposal, what
/// changes, the old and new end, and the goal's revision to make the move with.
public struct RecalibrationJSON: WireObject, Sendable {
  public var preview: RecalibrationPreview
  public var revision: Int64
  public var insights: [LogInsight]

  public init(_ preview: RecalibrationPreview, revision: Int64, insights: [LogInsight] = []) {
    self.preview = preview
    self.revision = revision
    self.insights = insights
  }

  public static let wireName = "Recalibration"
  public static let wireSummary = "A proposed roadmap, what it changes and where it ends"
  public static let wireFields: [WireField<RecalibrationJSON>] = [
    WireField("basedOnVersion") { $0.preview.basedOnVersion },
    WireField("revision", "The goal's revision to make the move with") { $0.revision },
    WireField("proposed") { RoadmapWire($0.preview.proposed) },
    WireField("changes") { $0.preview.changes.map(\.text) },
    WireField("oldEndDay", as: .day) { $0.preview.oldEndDay.text },
    WireField("newEndDay", as: .day) { $0.preview.newEndDay.text },
    WireField("message") { CoachMessageJSON($0.preview.message) },
    WireField(
      "insights",
      """
      What the last four weeks of logs show, in plain words and without judgment: most yeses at \
      weekends, yeses only on weekdays, the weekday that has gone best, rest days taken, or no \
      yes yet. Empty when the days say nothing clear.
      """
    ) { $0.insights.map(LogInsightJSON.init) },
  ]
}

/// A plain observation about the days logged.
struct LogInsightJSON: WireObject, Sendable {
  var insight: LogInsight

  init(_ insight: LogInsight) { self.insight = insight }

  static let wireName = "LogInsight"
  static let wireSummary = "What the days logged show, in plain words"
  static let wireFields: [WireField<LogInsightJSON>] = [
    WireField("kind") { $0.insight.kind },
    WireField("text") { $0.insight.text },
  ]
}

extension LogInsight.Kind: WireEnum {}
#endif
