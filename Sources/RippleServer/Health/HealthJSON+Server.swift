import Hummingbird
import RippleCore
import RippleServices
import RippleWire

extension HealthLinkJSON {
  init(_ link: HealthLink, habit: Habit, imported: Int) {
    self.init(
      habitId: habit.id.rawValue, habitName: habit.name, measure: link.rule.measure.rawValue,
      threshold: link.rule.threshold, workoutType: link.rule.workoutType?.rawValue,
      sentence: link.rule.sentence, imported: imported)
  }
}

extension HealthImportJSON {
  init(_ summary: HealthImportSummary) {
    self.init(
      source: summary.kind.title, daysRead: summary.daysRead,
      recordsSkipped: summary.recordsSkipped, firstDay: summary.firstDay?.description,
      lastDay: summary.lastDay?.description, added: summary.total,
      habits: summary.added.map {
        HealthImportHabitJSON(habitId: $0.habit.id.rawValue, name: $0.habit.name, added: $0.count)
      })
  }
}

extension HealthLinksJSON: ResponseEncodable {}
extension HealthLinkJSON: ResponseEncodable {}
extension HealthImportJSON: ResponseEncodable {}
