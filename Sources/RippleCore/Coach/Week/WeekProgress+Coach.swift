extension WeekProgress {
  /// The card's week of a goal's linked habit, counted as the coach counts it: the days done
  /// and the days the week asks (`CoachWeek.required`, fewer in a week the goal began part-way
  /// through or with days skipped), so the card and the coach say one thing.
  public func following(_ week: CoachWeek) -> WeekProgress {
    WeekProgress(slots: slots, done: week.done, target: week.required)
  }
}

extension TodayCard {
  /// The card as the coach of an active goal linked to its habit counts the week (unchanged for
  /// any other habit).
  public func coached(
    by goals: [CoachState], log: HabitLog, today: Day, firstWeekday: Weekday
  ) -> TodayCard {
    guard
      let state = goals.first(where: {
        $0.goal.habitID == habit.id && $0.goal.status == .active
      })
    else { return self }
    var card = self
    card.week = week.following(
      CoachWeek(state: state, log: log, today: today, firstWeekday: firstWeekday))
    return card
  }
}
