import RippleCore

/// A roadmap a client sends back to accept (the preview, maybe edited): the planner's rules,
/// kind words, text without control characters, and stage habits that are valid habits. Every
/// problem is a 422 on `roadmap`.
enum RoadmapInputCheck {
  static let titleLimit = 100
  static let rationaleLimit = 500
  static let tipLimit = 200

  static func checked(
    _ roadmap: Roadmap, today: Day, weeks: Int? = nil
  ) throws(APIError)
    -> Roadmap
  {
    var roadmap = roadmap
    roadmap.version = 1
    roadmap.createdDay = today
    roadmap.change = .created
    for index in roadmap.stages.indices {
      roadmap.stages[index].status = index == 0 ? .current : .upcoming
      roadmap.stages[index].habit.schedule = .timesPerWeek(roadmap.stages[index].criterion.days)
      // A criterion edited in the preview carries the dose's days with it.
      if var dose = roadmap.stages[index].dose {
        let days = roadmap.stages[index].criterion.days
        dose.daysPerWeek = max(days, min(dose.daysPerWeek, days + 2))
        roadmap.stages[index].dose = dose
      }
    }
    do {
      try RoadmapCheck.validate(roadmap, weeks: weeks)
    } catch {
      throw .invalid("The roadmap breaks a planner rule: \(error.message)", field: "roadmap")
    }
    if let (week, phrase) = RoadmapWording.firstRuledOut(in: roadmap) {
      throw .invalid("Week \(week) uses the words '\(phrase)'", field: "roadmap")
    }
    try checkWords(roadmap, today: today, field: "roadmap")
    return roadmap
  }

  /// Each stage's title, rationale and tips within their limits with no control characters, and
  /// its habit a valid habit; a problem is a 422 on `field`.
  static func checkWords(_ roadmap: Roadmap, today: Day, field: String) throws(APIError) {
    for stage in roadmap.stages {
      do {
        try TextRules.check(
          stage.title, field: "roadmap", limit: titleLimit, tooLong: "A stage title is too long")
        try TextRules.check(
          stage.rationale, field: "roadmap", limit: rationaleLimit, multiline: true,
          tooLong: "A stage rationale is too long")
        for tip in stage.tips {
          try TextRules.check(
            tip, field: "roadmap", limit: tipLimit, multiline: true, tooLong: "A tip is too long")
        }
        let habit = stage.habit.applied(
          to: Habit(id: HabitID("stage"), name: stage.habit.name, createdDay: today))
        _ = try HabitValidation.validated(habit, among: [])
      } catch {
        throw .invalid("Week \(stage.week): \(error.message)", field: field)
      }
    }
  }
}
