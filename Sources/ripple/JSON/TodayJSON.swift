import RippleCore
import RippleStore

/// `ripple today --json`: the Today screen, as `GET /api/v1/today` shapes it.
struct TodayJSON: Encodable {
  struct Section: Encodable {
    var kind: String
    var title: String
    var cards: [CardJSON]
  }

  struct Summary: Encodable {
    var due: Int
    var done: Int
    var tierText: String
  }

  var day: String
  var dateTitle: String
  var summary: Summary
  var perfectDay: Bool
  var perfectDays: StreakJSON
  var sections: [Section]

  init(_ view: TodayView, settings: Settings) {
    day = view.day.text
    dateTitle = view.day.longTitle
    summary = Summary(
      due: view.summary.due, done: view.summary.done,
      tierText: view.summary.tierText(calm: settings.isCalm))
    perfectDay = view.isPerfectDay
    perfectDays = StreakJSON(view.perfectDays)
    sections = view.sections.map { section in
      Section(
        kind: section.kind.rawValue, title: section.kind.title,
        cards: section.cards.map { CardJSON($0, settings: settings) })
    }
  }
}
