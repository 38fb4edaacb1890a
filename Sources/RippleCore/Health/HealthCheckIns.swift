/// Which check-ins an imported health export makes: for each linked habit, every day the rule
/// holds, between the habit's first day and today, that the habit has nothing for yet. A day the
/// person logged (or cleared: `settled`) is never overwritten, so importing a later export adds
/// only new days. A numeric habit gets the day's figure as its value; the note says where it
/// came from ("From Apple Health: 9,412 steps").
public enum HealthCheckIns {
  /// - Parameters:
  ///   - settled: per habit, the days that hold a check-in or a clear the person made.
  ///   - source: the export's name in words ("Apple Health", "Google Fit").
  public static func planned(
    links: [HealthLink], habits: [Habit], settled: [HabitID: Set<Day>],
    days: [HealthDaySummary], source: String, today: Day, updatedAt: Int64
  ) -> [CheckIn] {
    var checkIns: [CheckIn] = []
    for link in links {
      guard let habit = habits.first(where: { $0.id == link.habitID }), !habit.isArchived
      else { continue }
      let taken = settled[habit.id] ?? []
      for summary in days
      where summary.day >= habit.createdDay && summary.day <= today
        && !taken.contains(summary.day) && link.rule.holds(on: summary)
      {
        let figure = summary.value(of: link.rule.measure, workoutType: link.rule.workoutType)
        checkIns.append(
          CheckIn(
            habitID: habit.id, day: summary.day, state: .done,
            value: habit.measure.isNumeric ? (figure * 100).rounded() / 100 : nil,
            note: "From \(source): \(amount(figure, of: link.rule))", updatedAt: updatedAt))
      }
    }
    return checkIns
  }

  /// "9,412 steps", "45 min running", "7.5 hours of sleep".
  static func amount(_ figure: Double, of rule: HealthRule) -> String {
    let rounded = (figure * 10).rounded() / 10
    let number = Counted.number(rounded)
    switch rule.measure {
    case .steps: return "\(number) steps"
    case .workoutMinutes:
      return "\(number) min" + (rule.workoutType.map { " \($0.rawValue)" } ?? " of workouts")
    case .mindfulMinutes: return "\(number) mindful min"
    case .sleepHours: return "\(number) hours of sleep"
    case .standHours: return "\(number) stand hours"
    case .exerciseMinutes: return "\(number) exercise min"
    }
  }
}
