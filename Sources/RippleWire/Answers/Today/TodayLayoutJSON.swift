import RippleCore

/// `TodayLayout` as a check-in's answer carries it: each section's cards as habit ids, in order,
/// and Today's streak notices and lists of habits as GET /today sends them.
public struct TodayLayoutJSON: WireObject, Sendable {
  public var layout: TodayLayout
  public var settings: Settings

  public init(_ layout: TodayLayout, settings: Settings) {
    self.layout = layout
    self.settings = settings
  }

  public static let wireName = "TodayLayout"
  public static let wireSummary =
    "Today after a check-in, but for the cards themselves: each section's cards as habit ids in order (the written card is the answer's card; the others do not change with the write), the streak notices, and the habits not due today and due tomorrow"
  public static let wireFields: [WireField<TodayLayoutJSON>] =
    [
      WireField("day", "The day Today shows", as: .day) { $0.layout.day.text },
      WireField("sections") { $0.layout.sections.map(TodayLayoutSectionJSON.init) },
    ] + TodayNotices.fields { TodayNotices(layout: $0.layout, settings: $0.settings) }
}

/// One of Today's sections as its cards' habit ids.
public struct TodayLayoutSectionJSON: WireObject, Sendable {
  public var section: TodayLayout.Section

  public init(_ section: TodayLayout.Section) { self.section = section }

  public static let wireName = "TodayLayoutSection"
  public static let wireSummary = "One of Today's sections, its cards as habit ids in order"
  public static let wireFields: [WireField<TodayLayoutSectionJSON>] = [
    WireField("kind", TodaySectionWords.summary, as: .words(TodaySectionKind.self)) {
      $0.section.kind.rawValue
    },
    WireField("title") { $0.section.kind.title },
    WireField("habitIds") { $0.section.habitIDs.map { $0.rawValue } },
  ]
}
