import Hummingbird
import RippleCore
import RippleStore

/// `GET /api/v1/today`.
public struct TodayJSON: ResponseEncodable, Sendable {
  struct Section: Encodable, Sendable {
    var kind: String
    var title: String
    var cards: [CardJSON]
  }

  struct AtRisk: Encodable, Sendable {
    var habitId: String
    var name: String
    var streak: Int
    var unit: String
    var hoursLeft: Int?
    var message: String
  }

  var day: String
  var dateTitle: String
  var summary: SummaryJSON
  var perfectDay: Bool
  var sections: [Section]
  var atRisk: [AtRisk]
  var perfectDays: StreakJSON
  var settings: SettingsDTO
  var habitCount: Int

  public init(_ view: TodayView, settings: Settings, habitCount: Int) {
    day = view.day.text
    dateTitle = view.day.longTitle
    summary = SummaryJSON(view.summary, calm: settings.isCalm)
    perfectDay = view.isPerfectDay
    sections = view.sections.map { section in
      Section(
        kind: section.kind.rawValue, title: section.kind.title,
        cards: section.cards.map { CardJSON($0, settings: settings) })
    }
    atRisk =
      settings.streaksVisible
      ? view.atRisk.map { card in
        let hours = card.streak.hoursLeft ?? 0
        let length = "\(card.streak.current)-\(card.streak.unit.rawValue)"
        return AtRisk(
          habitId: card.habit.id.rawValue, name: card.habit.name, streak: card.streak.current,
          unit: card.streak.unit.rawValue, hoursLeft: card.streak.hoursLeft,
          message:
            "Streak at risk! Complete \(card.habit.name) in the next \(hours) \(hours == 1 ? "hour" : "hours") to keep your \(length) streak alive."
        )
      } : []
    perfectDays = StreakJSON(view.perfectDays)
    self.settings = SettingsDTO(settings)
    self.habitCount = habitCount
  }
}
