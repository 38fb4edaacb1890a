import RippleCore
import RippleWire

extension HealthLinkJSON {
  public init(_ link: HealthLink, habit: Habit, imported: Int) {
    self.init(
      habitId: habit.id.rawValue, habitName: habit.name, measure: link.rule.measure.rawValue,
      threshold: link.rule.threshold, workoutType: link.rule.workoutType?.rawValue,
      sentence: link.rule.sentence, imported: imported)
  }
}

extension HealthImportJSON {
  public init(_ summary: HealthImportSummary) {
    self.init(
      source: summary.kind.title, daysRead: summary.daysRead,
      recordsSkipped: summary.recordsSkipped, firstDay: summary.firstDay?.description,
      lastDay: summary.lastDay?.description, added: summary.total,
      habits: summary.added.map {
        HealthImportHabitJSON(habitId: $0.habit.id.rawValue, name: $0.habit.name, added: $0.count)
      })
  }
}

extension HealthLinksJSON {
  /// The links of habits the user has, each with its count of check-ins from health data, and
  /// the choices of measure and workout type: `GET /api/v1/health` and `ripple health --json`.
  public init(links: [HealthLink], habits: [Habit], counts: [HabitID: Int]) {
    self.init(
      links: links.compactMap { link in
        habits.first { $0.id == link.habitID }.map {
          HealthLinkJSON(link, habit: $0, imported: counts[link.habitID] ?? 0)
        }
      },
      measures: HealthMeasure.allCases.map {
        HealthChoiceJSON(
          name: $0.rawValue, title: $0.title, unit: $0.unit, maximum: $0.maximumThreshold)
      },
      workoutTypes: HealthWorkoutType.allCases.map {
        HealthChoiceJSON(name: $0.rawValue, title: $0.title)
      })
  }
}
