import RippleCore

/// A highlighted stretch of a text: what a search's words matched.
public struct SearchMarkJSON: WireObject, Sendable {
  public var mark: SearchMark

  public init(_ mark: SearchMark) { self.mark = mark }

  public static let wireName = "SearchMark"
  public static let wireSummary =
    "Where a search's word matched, in UTF-16 code units of its text (a browser string's indexes)"
  public static let wireFields: [WireField<SearchMarkJSON>] = [
    WireField("start", "The first code unit") { $0.mark.start },
    WireField("end", "Past the last code unit") { $0.mark.end },
  ]

  static func list(_ marks: [SearchMark]) -> [SearchMarkJSON] { marks.map(SearchMarkJSON.init) }
}
