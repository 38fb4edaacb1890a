extension StageHabit {
  /// `base` (the goal's linked habit) carrying this stage: its name, action, schedule and
  /// measure change; its id, colour, icon, reminders and history stay.
  public func applied(to base: Habit) -> Habit {
    var habit = base
    habit.name = name
    habit.description = action
    habit.schedule = schedule
    habit.measure = measure
    return habit
  }
}

extension CoachState {
  /// The Ripple habit for a new goal's first stage.
  public static func linkedHabit(for goal: Goal, roadmap: Roadmap) -> Habit {
    let base = Habit(
      id: goal.habitID, name: roadmap.stages[0].habit.name,
      createdDay: goal.startDay)
    return roadmap.stages[0].habit.applied(to: base)
  }

  /// `base` as the current stage (and the goal's status) would have it.
  public func linkedHabit(base: Habit) -> Habit {
    var habit = currentStage.habit.applied(to: base)
    habit.isArchived = goal.status.isFinished
    return habit
  }
}
